import { useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { createQueryClient } from './providers/queryClient';
import { createStore } from './providers/store';
import { Layout } from './layout/Layout';
import { Notification } from './layout/Notification';
import { darkTheme, lightTheme } from './layout/themes';
import { LoginPage } from './login/LoginPage';
import { lazyScreen } from './common/lazyScreen';
import { adminRoutes, registryRoutes } from './routes';
import { AppName } from './layout/AppName';
import { AccessDenied } from './layout/AccessDenied';
import { AuthenticationError } from './layout/AuthenticationError';
import { loadDeclaredResources, RegistryAwareCatchAll, RegistryProvider, useLoadedRegistry } from './resources/registryContext';
import type { LoadRegistry } from './resources/registry/types';

// The account pages check their forms with the declared rules (zod), loaded with the page.
const RegisterPage = lazyScreen(() => import('./auth/RegisterPage'), 'RegisterPage', 'app.page.register');
const ForgotPasswordPage = lazyScreen(() => import('./auth/ForgotPasswordPage'), 'ForgotPasswordPage', 'app.page.forgot_password');
const ResetPasswordPage = lazyScreen(() => import('./auth/ResetPasswordPage'), 'ResetPasswordPage', 'app.account.reset.title');

export interface AppProps {
  /** Where the schema/ resources come from; tests add a fixture declaration. */
  loadRegistry?: LoadRegistry;
}

/** Rendered inside a router whose basename is /admin (main.tsx; tests use a memory router). */
export const App = ({ loadRegistry = loadDeclaredResources }: AppProps) => {
  // The declared resources arrive in their own chunk; the shell renders meanwhile.
  const registry = useLoadedRegistry(loadRegistry);
  // One cache per mounted admin, as react-admin's own would be.
  const [queryClient] = useState(createQueryClient);
  const [store] = useState(createStore);
  return (
    <RegistryProvider value={registry}>
      <Admin
        title={<AppName />}
        requireAuth
        disableTelemetry
        authProvider={authProvider}
        queryClient={queryClient}
        store={store}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        layout={Layout}
        loginPage={LoginPage}
        notification={Notification}
        catchAll={RegistryAwareCatchAll}
        accessDenied={AccessDenied}
        authenticationError={AuthenticationError}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme="light"
      >
        <CustomRoutes noLayout>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
        </CustomRoutes>
        <CustomRoutes>
          {adminRoutes}
          {registryRoutes(registry)}
        </CustomRoutes>
        {/* Registered for references, labels and canAccess; their screens are at the spec's routes. */}
        {registry?.map((r) => (
          <Resource key={r.resource} name={r.resource} icon={r.icon} recordRepresentation={r.recordRepresentation} />
        ))}
      </Admin>
    </RegistryProvider>
  );
};
