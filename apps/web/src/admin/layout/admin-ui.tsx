import { CssBaseline } from '@mui/material';
import { AccessDenied, AuthCallback, AuthenticationError, CoreAdminUI, Error as ErrorPage, LoadingPage, NotFound, Notification, type CoreAdminUIProps } from 'react-admin';

/**
 * react-admin's AdminUI (ra-ui-materialui), the same pages and notifications, without its default
 * sign-in page: AdminUI names react-admin's own Login as its default, so its form (react-hook-form,
 * the text and password inputs) was in the shell's chunk, and in the check-in screen's service
 * worker, although our sign-in page (access/login-page.tsx, lazily loaded) replaces it (issue 50).
 */
export function AdminUI(props: CoreAdminUIProps) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        accessDenied={AccessDenied}
        authCallbackPage={AuthCallback}
        authenticationError={AuthenticationError}
        // Typed for its own title prop (a string); CoreAdminUI hands it the title it was given, as AdminUI does.
        catchAll={NotFound as CoreAdminUIProps['catchAll']}
        error={ErrorPage}
        loading={LoadingPage}
        {...props}
      />
      <Notification />
    </CssBaseline>
  );
}
