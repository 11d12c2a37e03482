import { getUser } from '../../providers/storage';
import { ProfilePage } from './ProfilePage';

/** /admin/my-account: the signed-in user's own profile page. */
export const MyAccountPage = () => <ProfilePage uuid={getUser()?.uuid} titleKey="resources.users.profile.my_account" />;
