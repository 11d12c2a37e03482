import { AuthNotBuiltYet } from './AuthNotBuiltYet';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';

/** /admin/register (spec 2 "Registration screen"); the form comes with a later issue. */
export const RegisterPage = () => (
  <RedirectIfSignedIn>
    <AuthNotBuiltYet screen="app.page.register" />
  </RedirectIfSignedIn>
);
