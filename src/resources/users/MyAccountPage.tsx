import { useSignedInUser } from '../../common/useSignedInUser';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { ProfilePage } from './ProfilePage';

const TITLE = 'resources.users.profile.my_account';

/** /admin/my-account: the signed-in user's own profile page (only its title until the identity is known). */
export const MyAccountPage = () => {
  const { id, isPending } = useSignedInUser();
  // Titled while the identity is read, as while the page's code loaded.
  if (isPending) return <ScreenTitle title={TITLE} />;
  return <ProfilePage uuid={id} titleKey={TITLE} />;
};
