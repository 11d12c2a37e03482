import { useState } from 'react';
import RestoreIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import ForceDeleteIcon from '@mui/icons-material/DeleteForeverOutlined';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useInLineMenu, useLineAction } from '../../common/LineActions';
import { RowActionButton } from '../../common/RowActionButton';
import { messageOf } from '../../providers/serverErrors';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import { useAccountLock } from './useAccountLock';
import type { UserRecord } from './userTypes';
import { DestructiveConfirm } from '../../common/DestructiveConfirm';

/** The two fates of a soft-deleted account and their texts under resources.users.deleted. */
const KINDS = {
  Restore: { label: 'restore', title: 'restore_title', content: 'restore_content', yes: 'restore_yes', icon: RestoreIcon },
  'Force Delete': { label: 'force_delete', title: 'force_title', content: 'force_content', yes: 'force_yes', icon: ForceDeleteIcon },
} as const;

const text = (key: string) => `resources.users.deleted.${key}`;

/**
 * A deleted row's Restore or Delete for ever: a confirm that says what will happen, then
 * user-delete with that delete type; the server's message (success or refusal) is the notice,
 * and the list reloads. Needs the users delete permission, like the call.
 */
export const DeletedUserButton = ({ kind }: { kind: keyof typeof KINDS }) => {
  const user = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useMandiDataProvider();
  const lock = useAccountLock(user);
  const { canAccess } = useCanAccess({ resource: 'users', action: 'delete' });
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const inMenu = useInLineMenu();
  const { label, title, content, yes, icon: Icon } = KINDS[kind];
  const name = translate(text(label));
  const danger = kind === 'Force Delete' ? ('error' as const) : undefined;
  useLineAction(
    inMenu && canAccess && user
      ? { label: name, icon: <Icon />, color: danger, disabledReason: lock, onSelect: () => setOpen(true) }
      : null,
  );
  if (!user || !canAccess) return null;

  const confirm = async () => {
    setSending(true);
    try {
      const { message } = await dataProvider.userDelete(String(user.id), kind);
      notify(message, { type: 'success' });
      refresh();
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    }
    setSending(false);
    setOpen(false);
  };

  return (
    <>
      {!inMenu && (
        <RowActionButton
          label={name}
          icon={<Icon fontSize="small" />}
          color={danger ?? 'primary'}
          disabledReason={lock}
          onClick={() => setOpen(true)}
        />
      )}
      <DestructiveConfirm
        isOpen={open}
        loading={sending}
        title={translate(text(title), { name: user.name })}
        content={text(content)}
        confirm={text(yes)}
        confirmColor={danger === 'error' ? 'warning' : 'primary'}
        cancel="ra.action.cancel"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
