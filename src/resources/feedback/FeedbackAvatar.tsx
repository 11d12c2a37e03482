import { NameAvatar } from '../../common/NameAvatar';
import { UserAvatar } from '../users/UserAvatar';
import type { FeedbackRecord } from './feedbackTypes';

/** The picture of the product (byProduct) or of the author of a bookmark or review. */
export const FeedbackAvatar = ({ row, byProduct }: { row: FeedbackRecord; byProduct: boolean }) =>
  byProduct ? (
    <NameAvatar name={row.product.name} imageUrl={row.product.image?.image_url} variant="rounded" />
  ) : (
    <UserAvatar name={row.user.name} imageUrl={row.user.image_url} />
  );
