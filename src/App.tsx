import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import { Notification } from './layout/Notification';
import { lightTheme } from './layout/themes';
import { LoginPage } from './login/LoginPage';
import { RegisterPage } from './auth/RegisterPage';
import { ForgotPasswordPage } from './auth/ForgotPasswordPage';
import { adminRoutes } from './routes';

/** Rendered inside a router whose basename is /admin (main.tsx; tests use a memory router). */
export const App = () => (
  <Admin
    title="app.name"
    requireAuth
    disableTelemetry
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    layout={Layout}
    loginPage={LoginPage}
    notification={Notification}
    lightTheme={lightTheme}
    darkTheme={null}
  >
    <CustomRoutes noLayout>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
    </CustomRoutes>
    <CustomRoutes>{adminRoutes}</CustomRoutes>
  </Admin>
);
