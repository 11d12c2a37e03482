import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardData } from '../../schema/dashboard';

/** Tells a seller or labourer staff have not approved why its listings are not live yet. */
export const ApprovalNotice = ({ approval }: { approval: DashboardData['approval'] }) => {
  const translate = useTranslate();
  if (approval?.approval_status === 'Pending') return <Alert severity="info">{translate('resources.users.approval.pending_notice')}</Alert>;
  if (approval?.approval_status === 'Rejected')
    return (
      <Alert severity="warning">{translate('resources.users.approval.rejected_notice', { reason: approval.approval_reason ?? '' })}</Alert>
    );
  return null;
};
