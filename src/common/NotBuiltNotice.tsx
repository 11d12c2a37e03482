import { Alert, AlertTitle } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslate } from 'react-admin';

/** The 'not built yet' notice of placeholder screens; `name` is already translated. */
export const NotBuiltNotice = ({ name }: { name: string }) => {
  const translate = useTranslate();
  return (
    <Alert severity="info" icon={<ConstructionIcon />}>
      <AlertTitle>{translate('app.not_built.title')}</AlertTitle>
      {translate('app.not_built.message', { screen: name })}
    </Alert>
  );
};
