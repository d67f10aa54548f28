import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ADMIN_BASE } from '@portal/domain/site/paths';
import { i18next } from '../lib/i18n';
import { AdminApp } from './admin-app';
import { adoptVisitLocale } from './providers/admin-store';
import { loadAdminCatalogs } from './providers/i18n-provider';

/**
 * Starts the back office on /admin with its own router. Its react-router is a separate copy
 * (apps/web/vite.config.ts, adminRouterCopy), so what react-admin uses of it never lands in the
 * public pages' entry chunk.
 */
export async function startBackOffice(container: HTMLElement) {
  await loadAdminCatalogs();
  adoptVisitLocale();
  document.title = i18next.t('admin:title');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path={`${ADMIN_BASE}/*`} element={<AdminApp />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
