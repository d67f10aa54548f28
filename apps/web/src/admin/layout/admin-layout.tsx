import LogoutIcon from '@mui/icons-material/Logout';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu, useLocaleState, useNotify, useRefresh, useTranslate, useUserMenu, useLogout } from 'react-admin';
import { request } from '../../lib/api-client';

/** The back office's shell: react-admin's layout with our user menu (sign out, sign out everywhere). */
export function AdminLayout({ children }: { children: ReactNode }) {
  useRefetchOnLanguageChange();
  return <Layout appBar={AdminAppBar}>{children}</Layout>;
}

/** Some records arrive written in the staff member's language (lead answers, timelines): fetch them again in the new one. */
function useRefetchOnLanguageChange() {
  const [locale] = useLocaleState();
  const refresh = useRefresh();
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    refresh();
  }, [locale, refresh]);
}

function AdminAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <SignOutEverywhere />
          <Logout />
        </UserMenu>
      }
    />
  );
}

function SignOutEverywhere() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const menu = useUserMenu();
  const signOut = async () => {
    menu?.onClose();
    await request('POST', '/api/admin/auth/logout-everywhere', {});
    notify('admin:signedOutEverywhere', { type: 'info' });
    await logout();
  };
  return (
    <MenuItem onClick={signOut}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('admin:menu.signOutEverywhere')}</ListItemText>
    </MenuItem>
  );
}
