import { useParams } from 'react-router-dom';
import { ProfilePage } from './ProfilePage';

/** /admin/profile/:uuid (the app bar's Profile leads to one's own). */
export const ProfileRoute = () => {
  const { uuid } = useParams<{ uuid: string }>();
  return <ProfilePage key={uuid} uuid={uuid} />;
};
