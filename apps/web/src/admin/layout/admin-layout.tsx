import LogoutIcon from '@mui/icons-material/Logout';
import { ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, LocalesMenuButton, Logout, UserMenu, useGetIdentity, useNotify, useRefresh, useTranslate, useUserMenu, useLogout } from 'react-admin';
import { request } from '../../lib/api-client';
import { i18next } from '../../lib/i18n';

/** The back office's shell: react-admin's layout with our user menu (sign out, sign out everywhere). */
export function AdminLayout({ children }: { children: ReactNode }) {
  useRefetchOnLanguageChange();
  return <Layout appBar={AdminAppBar}>{children}</Layout>;
}

/**
 * Some records arrive written in the staff member's language (lead answers, timelines): fetch them
 * again once the language has changed (the cookie the server reads is written before i18next
 * announces it; react-admin's own locale state changes earlier, so it is not the signal).
 */
function useRefetchOnLanguageChange() {
  const refresh = useRefresh();
  useEffect(() => {
    // i18next announces every changeLanguage call, also one that keeps the language.
    let shown = i18next.language;
    const changed = (language: string) => {
      if (language === shown) return;
      shown = language;
      refresh();
    };
    i18next.on('languageChanged', changed);
    return () => i18next.off('languageChanged', changed);
  }, [refresh]);
}

/**
 * react-admin's toolbar (language menu, refresh and loading indicator), with a name for the
 * loading indicator: react-admin draws it as an unnamed progress bar, which screen readers cannot
 * announce (axe: aria-progressbar-name).
 */
function AdminToolbar() {
  const translate = useTranslate();
  const named = { 'aria-label': translate('ra.page.loading') } as object;
  return (
    <>
      <LocalesMenuButton />
      <LoadingIndicator {...named} />
    </>
  );
}

function AdminAppBar() {
  return (
    <AppBar
      toolbar={<AdminToolbar />}
      userMenu={<AdminUserMenu />}
    />
  );
}

/**
 * From the 'sm' width up (react-admin's own test) the user menu's button shows the person's name, so
 * its accessible name is that name: react-admin names it 'Profile' whatever it shows, and speech
 * users who say what they see could not press it (WCAG 2.5.3, axe label-content-name-mismatch).
 * On a phone, and before the name arrives, it is the 'Profile' icon, named so in the staff's language.
 */
function AdminUserMenu() {
  const { identity } = useGetIdentity();
  const showsName = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return (
    <UserMenu label={(showsName && identity?.fullName) || 'ra.auth.user_menu'}>
      <SignOutEverywhere />
      <Logout />
    </UserMenu>
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
