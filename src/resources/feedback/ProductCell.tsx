import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { initials } from '../../common/initials';
import type { FeedbackRecord } from './feedbackTypes';
import { NameCell } from './NameCell';

const avatarSx = { width: 36, height: 36, fontSize: 14 };

/** Product name: the product's first image or initials, and name. */
export const ProductCell = () => {
  const product = useRecordContext<FeedbackRecord>()?.product;
  if (!product) return null;
  const avatar = (
    <Avatar src={product.image?.image_url || undefined} alt={product.name} variant="rounded" sx={avatarSx}>
      {initials(product.name)}
    </Avatar>
  );
  return <NameCell avatar={avatar} name={product.name} link={{ resource: 'products', to: `/product/${product.id}` }} />;
};
