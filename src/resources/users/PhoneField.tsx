import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatPhone, type UserRecord } from './userTypes';

/** '+phone_code phone', e.g. '+91 9876543210'. */
export const PhoneField = () => {
  const user = useRecordContext<UserRecord>();
  if (!user) return null;
  return <Typography variant="body2">{formatPhone(user)}</Typography>;
};
