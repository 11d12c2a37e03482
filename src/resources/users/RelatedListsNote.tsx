import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Where the labour, bookmark and review lists of spec 2 come once their issues land. */
export const RelatedListsNote = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info">
      <AlertTitle>{translate('resources.users.detail.related_title')}</AlertTitle>
      {translate('resources.users.detail.related_note')}
    </Alert>
  );
};
