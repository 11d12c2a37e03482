import { useCanAccess } from 'react-admin';
import { DropdownSelect } from '../../common/DropdownSelect';

/** Staff may list labour for another user; left empty, the server files it under the caller. */
export const LabourOwnerInput = () => {
  const { canAccess } = useCanAccess({ resource: 'users', action: 'view' });
  if (!canAccess) return null;
  return <DropdownSelect source="user_id" reference="users" label="resources.labour.fields.user_id" fullWidth />;
};
