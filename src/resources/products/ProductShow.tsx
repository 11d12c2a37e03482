import { Stack } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { useParams } from 'react-router-dom';
import { EditLinkButton } from '../../common/EditLinkButton';
import { RecordHeading } from '../../common/RecordHeading';
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
  const { canAccess: canEdit } = useCanAccess({ resource: 'products', action: 'edit' });
  const title = translate('resources.products.detail.product_info');
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <ScreenTitle title={title} label={product?.name} />
      <RecordHeading title={product?.name ?? title}>
        {product && canEdit && <EditLinkButton label="resources.products.list.edit" to={`/product/edit/${product.id}`} />}
      </RecordHeading>
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
