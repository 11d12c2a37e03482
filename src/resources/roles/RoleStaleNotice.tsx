import { useRefresh } from 'react-admin';
import type { StaleChange } from '../../../schema/version';
import { StaleNotice } from '../../common/StaleNotice';

/**
 * A role dialog's save refused because someone changed the role since the list was read: who and
 * when, and Reload, which reads the roles again and closes the dialog to be opened on the new role.
 */
export const RoleStaleNotice = ({ change, onClose }: { change: StaleChange; onClose: () => void }) => {
  const refresh = useRefresh();
  return (
    <StaleNotice
      change={change}
      onReload={() => {
        refresh();
        onClose();
      }}
    />
  );
};
