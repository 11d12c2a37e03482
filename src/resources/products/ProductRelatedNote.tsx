import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Where the bookmark, review and order lists of the product come once their issues land. */
export const ProductRelatedNote = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info">
      <AlertTitle>{translate('resources.products.detail.related_title')}</AlertTitle>
      {translate('resources.products.detail.related_note')}
    </Alert>
  );
};
