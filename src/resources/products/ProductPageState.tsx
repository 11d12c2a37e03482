import { Alert, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { messageOf } from '../users/serverErrors';

/** What a product page shows while its product loads, or when it cannot be loaded. */
export const ProductPageState = ({ isPending, error }: { isPending: boolean; error: unknown }) => {
  const translate = useTranslate();
  if (error) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate('resources.products.detail.load_error', { message: messageOf(error) })}
      </Alert>
    );
  }
  return isPending ? <LinearProgress sx={{ mt: 2 }} /> : null;
};
