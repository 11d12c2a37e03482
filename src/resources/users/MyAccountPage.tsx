import { useSignedInUser } from '../../common/useSignedInUser';
import { ProfilePage } from './ProfilePage';

/** /admin/my-account: the signed-in user's own profile page (nothing until the identity is known). */
export const MyAccountPage = () => {
  const { id, isPending } = useSignedInUser();
  if (isPending) return null;
  return <ProfilePage uuid={id} titleKey="resources.users.profile.my_account" />;
};
