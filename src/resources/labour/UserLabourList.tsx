import { useCanAccess } from 'react-admin';
import { LabourList } from './LabourList';

/** The 'Labour' list scoped to one user, embedded on user detail and profile pages. */
export const UserLabourList = ({ userId }: { userId: string }) => {
  const { canAccess } = useCanAccess({ resource: 'labour', action: 'view' });
  if (!canAccess) return null;
  return <LabourList userId={userId} />;
};
