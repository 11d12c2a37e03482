import { IconButton, Stack, Tooltip } from '@mui/material';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { LinkBase, useRecordContext, useTranslate } from 'react-admin';
import { RowEditLink } from '../../common/RowEditLink';
import { DeleteProductButton } from './DeleteProductButton';
import type { ProductRecord } from './productTypes';

/** Edit, to the product's edit screen, where allowed; in a phone line's menu it is the Edit item. */
export const EditProductButton = () => <RowEditLink<ProductRecord> resource="products" to={(product) => `/product/edit/${product.id}`} />;

/** The Actions column: view, edit and delete, each where allowed. */
export const ProductRowActions = () => {
  const product = useRecordContext<ProductRecord>();
  const translate = useTranslate();
  if (!product) return null;
  const view = translate('resources.products.list.view');
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={view}>
        <IconButton component={LinkBase} to={`/product/${product.id}`} aria-label={view} size="small" color="primary">
          <ViewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <EditProductButton />
      <DeleteProductButton />
    </Stack>
  );
};
