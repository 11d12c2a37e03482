import { Avatar } from '@mui/material';
import { initials } from '../../common/initials';
import { UserAvatar } from '../users/UserAvatar';
import type { FeedbackRecord } from './feedbackTypes';

const productAvatarSx = { width: 36, height: 36, fontSize: 14 };

/** The picture of the product (byProduct) or of the author of a bookmark or review. */
export const FeedbackAvatar = ({ row, byProduct }: { row: FeedbackRecord; byProduct: boolean }) =>
  byProduct ? (
    <Avatar src={row.product.image?.image_url || undefined} alt={row.product.name} variant="rounded" sx={productAvatarSx}>
      {initials(row.product.name)}
    </Avatar>
  ) : (
    <UserAvatar name={row.user.name} imageUrl={row.user.image_url} />
  );
