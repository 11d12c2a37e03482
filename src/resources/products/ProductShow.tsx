import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { CreatedUserInfoCard } from './CreatedUserInfoCard';
import { ProductInfoCard } from './ProductInfoCard';
import { ProductPageState } from './ProductPageState';
import { ProductRelatedLists } from './ProductRelatedLists';
import { useProductRecord } from './useProductRecord';
import { LiveRecordNotice } from '../../live/LiveRecordNotice';

/** /admin/product/:id (product.view): Product Info, Created User Info, related lists. */
export const ProductShow = () => {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const { data: product, isPending, error, refetch } = useProductRecord(id);
  const title = translate('resources.products.detail.product_info');
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {product?.name ?? title}
      </Typography>
      {!product ? (
        <ProductPageState isPending={isPending} error={error} />
      ) : (
        <>
          <LiveRecordNotice resource="products" id={product.id} onReload={refetch} />
          <ProductInfoCard product={product} />
          {product.user && <CreatedUserInfoCard user={product.user} />}
          <ProductRelatedLists productId={String(product.id)} />
        </>
      )}
    </Stack>
  );
};
