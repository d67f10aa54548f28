import HistoryIcon from '@mui/icons-material/History';
import EventIcon from '@mui/icons-material/Event';
import KeyIcon from '@mui/icons-material/Key';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import InboxIcon from '@mui/icons-material/Inbox';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import BusinessIcon from '@mui/icons-material/Business';
import PercentIcon from '@mui/icons-material/Percent';
import DownloadIcon from '@mui/icons-material/Download';
import SchoolIcon from '@mui/icons-material/School';
import PeopleIcon from '@mui/icons-material/People';
import MailIcon from '@mui/icons-material/MailOutlined';
import WebhookIcon from '@mui/icons-material/Webhook';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import AutoDeleteIcon from '@mui/icons-material/AutoDelete';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { ADMIN_BASE } from '@portal/domain/site/paths';
import { adminTheme } from './layout/admin-theme';
import { LoginPage } from './access/login-page';
import { SetupPage } from './access/setup-page';
import { ApiTokenList } from './api-tokens/api-token-list';
import { CampaignImportPage } from './campaigns/campaign-import-page';
import { CouponShow, DsoCodeShow } from './codes/code-show';
import { CouponCreate, CouponEdit } from './codes/coupon-form';
import { CouponList } from './codes/coupon-list';
import { DsoCodeCreate, DsoCodeEdit, DsoCodeList } from './codes/dso-code-screens';
import { TaxRateList } from './codes/tax-rate-list';
import { DashboardPage } from './dashboard/dashboard-page';
import { RosterPage } from './attendance/roster-page';
import { CheckInPage } from './check-in/check-in-page';
import { CheckInMoved, LastCheckIn } from './check-in/check-in-routes';
import { ExportsPage } from './exports/exports-page';
import { FunnelPage } from './funnel/funnel-page';
import { ContentPage } from './content/content-page';
import { ContentPreviewPage } from './content/content-preview-page';
import { LeadList } from './leads/lead-list';
import { LeadShow } from './leads/lead-show';
import { MailList } from './mail/mail-list';
import { PrivacyRequestCreate } from './privacy-requests/privacy-request-create';
import { PrivacyRequestList } from './privacy-requests/privacy-request-list';
import { PrivacyRequestShow } from './privacy-requests/privacy-request-show';
import { RegistrationList } from './registrations/registration-list';
import { RegistrationShow } from './registrations/registration-show';
import { SessionCreate } from './sessions/session-create';
import { SessionEdit } from './sessions/session-edit';
import { SessionList } from './sessions/session-list';
import { SessionShow } from './sessions/session-show';
import { writersOnly } from './read-only/read-only';
import { AuditList } from './audit/audit-list';
import { AdminLayout } from './layout/admin-layout';
import { adminStore } from './providers/admin-store';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { i18nProvider } from './providers/i18n-provider';
import { adminQueryClient } from './providers/query-client';
import { StaffEdit } from './staff/staff-edit';
import { StaffInvite } from './staff/staff-invite';
import { StaffList } from './staff/staff-list';
import { WebhookCreate, WebhookEdit } from './webhooks/webhook-form';
import { WebhookList } from './webhooks/webhook-list';
import { WebhookShow } from './webhooks/webhook-show';
import { RetentionPage } from './retention/retention-page';

// Made once, not on each render (a new component each time would remount the page).
const SessionEditForWriters = writersOnly(SessionEdit);
const CouponEditForWriters = writersOnly(CouponEdit);
const DsoCodeEditForWriters = writersOnly(DsoCodeEdit);

/**
 * The back office at /admin: its own lazy part of the web app (react-admin on our admin API), so
 * public pages never load it. Menus follow the role (authProvider.canAccess); the server checks
 * every route itself.
 */
export function AdminApp() {
  return (
    <Admin
      basename={ADMIN_BASE}
      title="admin:title"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={adminStore}
      queryClient={adminQueryClient}
      loginPage={LoginPage}
      layout={AdminLayout}
      dashboard={DashboardPage}
      theme={adminTheme}
      requireAuth
      disableTelemetry
    >
      {/* Roles that may only read a resource are sent from its edit route to its show page (read-only/read-only.tsx). */}
      <Resource name="sessions" list={SessionList} create={SessionCreate} edit={SessionEditForWriters} show={SessionShow} icon={EventIcon} options={{ label: 'admin-sessions:menu' }} />
      <Resource name="registrations" list={RegistrationList} show={RegistrationShow} icon={AssignmentIndIcon} options={{ label: 'admin:registrations.menu' }} />
      <Resource name="leads" list={LeadList} show={LeadShow} icon={InboxIcon} options={{ label: 'admin:leads.menu' }} />
      <Resource name="coupons" list={CouponList} create={CouponCreate} edit={CouponEditForWriters} show={CouponShow} icon={LocalOfferIcon} options={{ label: 'admin-codes:menu.coupons' }} />
      <Resource name="dso-codes" list={DsoCodeList} create={DsoCodeCreate} edit={DsoCodeEditForWriters} show={DsoCodeShow} icon={BusinessIcon} options={{ label: 'admin-codes:menu.dsoCodes' }} />
      <Resource name="tax-rates" list={TaxRateList} icon={PercentIcon} options={{ label: 'admin-codes:menu.taxRates' }} />
      {/* Not a list of records: the import page, as a resource so the menu and the role checks include it. */}
      <Resource name="campaign-imports" list={CampaignImportPage} icon={UploadFileIcon} options={{ label: 'admin:campaigns.menu' }} />
      <Resource name="scorm-content" list={ContentPage} icon={SchoolIcon} options={{ label: 'admin-content:menu.content' }} />
      {/* Figures, not records: a resource so the menu and the role checks include it. */}
      <Resource name="funnel" list={FunnelPage} icon={FilterAltIcon} options={{ label: 'admin-funnel:menu' }} />
      <Resource name="exports" list={ExportsPage} icon={DownloadIcon} options={{ label: 'admin:exports.menu' }} />
      <Resource name="mail" list={MailList} icon={MailIcon} options={{ label: 'admin:mail.menu' }} />
      <Resource name="privacy-requests" list={PrivacyRequestList} create={PrivacyRequestCreate} show={PrivacyRequestShow} icon={PrivacyTipIcon} options={{ label: 'admin-privacy:menu' }} />
      <Resource name="staff" list={StaffList} create={StaffInvite} edit={StaffEdit} icon={PeopleIcon} options={{ label: 'admin:menu.staff' }} />
      <Resource name="audit" list={AuditList} icon={HistoryIcon} options={{ label: 'admin:menu.audit' }} />
      <Resource name="webhook-endpoints" list={WebhookList} create={WebhookCreate} edit={WebhookEdit} show={WebhookShow} icon={WebhookIcon} options={{ label: 'admin-webhooks:menu' }} />
      {/* Periods, a dry-run report and runs: a resource so the menu and the role checks include it. */}
      <Resource name="retention" list={RetentionPage} icon={AutoDeleteIcon} options={{ label: 'admin-retention:menu' }} />
      <Resource name="api-tokens" list={ApiTokenList} icon={KeyIcon} options={{ label: 'admin:menu.apiTokens' }} />
      <CustomRoutes>
        <Route path="/sessions/:id/roster" element={<RosterPage />} />
        <Route path="/sessions/:id/check-in" element={<CheckInMoved />} />
        <Route path="/check-in" element={<LastCheckIn />} />
        <Route path="/check-in/:id" element={<CheckInPage />} />
        <Route path="/scorm-content/:id/preview" element={<ContentPreviewPage />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/setup" element={<SetupPage />} />
      </CustomRoutes>
    </Admin>
  );
}
