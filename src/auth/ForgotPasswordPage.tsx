import { AuthNotBuiltYet } from './AuthNotBuiltYet';

/** /admin/forgot-password, public whether signed in or not; the form comes with a later issue. */
export const ForgotPasswordPage = () => <AuthNotBuiltYet screen="app.page.forgot_password" />;
