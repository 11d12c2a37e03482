import { useState } from 'react';
import { Button, Chip, Stack } from '@mui/material';
import { Confirm, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { useRowActionLabel } from '../../common/useRowActionLabel';
import { useSignedInUser } from '../../common/useSignedInUser';
import { RejectDialog } from './RejectDialog';
import { useApprovalDecision } from './useApprovalDecision';
import type { UserRecord } from './userTypes';

const CHIP_COLOR = { Pending: 'warning', Approved: 'success', Rejected: 'error' } as const;

/** An account's approval as a chip. */
export const ApprovalChip = ({ user }: { user: UserRecord }) => {
  const translate = useTranslate();
  const status = user.approval_status ?? 'Approved';
  return <Chip size="small" color={CHIP_COLOR[status]} label={translate(`resources.users.choices.approval.${status}`)} />;
};

/**
 * The approval column and the account page's approval row: the state, and for staff who may edit
 * accounts, Approve (a Pending or Rejected account, after a confirm) and Reject (a Pending one,
 * with the reason asked in a dialog). Never on one's own account: the server refuses it.
 */
export const ApprovalActions = ({ record }: { record?: UserRecord }) => {
  const context = useRecordContext<UserRecord>();
  const user = record ?? context;
  const translate = useTranslate();
  const me = useSignedInUser();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit' });
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const [sending, setSending] = useState(false);
  const decision = useApprovalDecision(String(user?.id));
  const rowLabel = useRowActionLabel();
  if (!user) return null;
  const [approveText, rejectText] = [translate('resources.users.approval.approve'), translate('resources.users.approval.reject')];
  const status = user.approval_status ?? 'Approved';
  const mayDecide = canAccess && status !== 'Approved' && me.id !== String(user.id);
  const approve = async () => {
    setSending(true);
    await decision.approve();
    setSending(false);
    setOpen(null);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <ApprovalChip user={user} />
      {mayDecide && (
        <>
          <Button size="small" color="success" aria-label={rowLabel(approveText)} onClick={() => setOpen('approve')}>
            {approveText}
          </Button>
          {status === 'Pending' && (
            <Button size="small" color="error" aria-label={rowLabel(rejectText)} onClick={() => setOpen('reject')}>
              {rejectText}
            </Button>
          )}
        </>
      )}
      {/* One per row: mounted only when asked, so a long list stays light. */}
      {open === 'approve' && (
        <Confirm
          isOpen
          loading={sending}
          title="resources.users.approval.approve_title"
          titleTranslateOptions={{ name: user.name }}
          content="resources.users.approval.approve_content"
          confirm="resources.users.approval.approve"
          cancel="ra.action.cancel"
          onConfirm={() => void approve()}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'reject' && <RejectDialog user={user} onReject={decision.reject} onClose={() => setOpen(null)} />}
    </Stack>
  );
};
