import { IconButton, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { LinkBase, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { DeleteProductButton } from './DeleteProductButton';
import type { ProductRecord } from './productTypes';

/** The Actions column: view, edit and delete, each where allowed. */
export const ProductRowActions = () => {
  const product = useRecordContext<ProductRecord>();
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'products', action: 'edit' });
  if (!product) return null;
  const view = translate('resources.products.list.view');
  const edit = translate('resources.products.list.edit');
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={view}>
        <IconButton component={LinkBase} to={`/product/${product.id}`} aria-label={view} size="small" color="primary">
          <ViewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {canEdit && (
        <Tooltip title={edit}>
          <IconButton component={LinkBase} to={`/product/edit/${product.id}`} aria-label={edit} size="small">
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <DeleteProductButton />
    </Stack>
  );
};
