import { AuthLayout } from './AuthLayout';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RegisterForm } from './RegisterForm';

/** /admin/register; signed-in users go to the dashboard. */
export const RegisterPage = () => (
  <RedirectIfSignedIn>
    <AuthLayout title="app.page.register">
      <RegisterForm />
    </AuthLayout>
  </RedirectIfSignedIn>
);
