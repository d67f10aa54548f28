import HistoryIcon from '@mui/icons-material/History';
import RateReviewIcon from '@mui/icons-material/RateReview';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import EventIcon from '@mui/icons-material/Event';
import KeyIcon from '@mui/icons-material/Key';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import InboxIcon from '@mui/icons-material/Inbox';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import BusinessIcon from '@mui/icons-material/Business';
import PercentIcon from '@mui/icons-material/Percent';
import DownloadIcon from '@mui/icons-material/Download';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import SchoolIcon from '@mui/icons-material/School';
import PeopleIcon from '@mui/icons-material/People';
import MailIcon from '@mui/icons-material/MailOutlined';
import WebhookIcon from '@mui/icons-material/Webhook';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import AutoDeleteIcon from '@mui/icons-material/AutoDelete';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { AdminContext, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { ADMIN_BASE } from '@portal/domain/site/paths';
import { adminTheme } from './layout/admin-theme';
import { CheckInMoved, LastCheckIn } from './check-in/check-in-routes';
import { writersOnly } from './read-only/read-only';
import { AdminLayout } from './layout/admin-layout';
import { AdminUI } from './layout/admin-ui';
import { lazyScreen } from './lazy-screen';
import { adminStore } from './providers/admin-store';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { i18nProvider } from './providers/i18n-provider';
import { adminQueryClient } from './providers/query-client';

// Every screen but the shell is its own lazily loaded chunk (lazy-screen.tsx); the check-in
// screen too, as the service worker's entry (build-plugins/check-in-pwa.ts reads its chunk by this path).
const LoginPage = lazyScreen(() => import('./access/login-page').then((m) => m.LoginPage));
const SetupPage = lazyScreen(() => import('./access/setup-page').then((m) => m.SetupPage));
const ApiTokenList = lazyScreen(() => import('./api-tokens/api-token-list').then((m) => m.ApiTokenList));
const CampaignImportPage = lazyScreen(() => import('./campaigns/campaign-import-page').then((m) => m.CampaignImportPage));
const CouponShow = lazyScreen(() => import('./codes/code-show').then((m) => m.CouponShow));
const DsoCodeShow = lazyScreen(() => import('./codes/code-show').then((m) => m.DsoCodeShow));
const CouponCreate = lazyScreen(() => import('./codes/coupon-form').then((m) => m.CouponCreate));
const CouponEdit = lazyScreen(() => import('./codes/coupon-form').then((m) => m.CouponEdit));
const CouponList = lazyScreen(() => import('./codes/coupon-list').then((m) => m.CouponList));
const DsoCodeCreate = lazyScreen(() => import('./codes/dso-code-screens').then((m) => m.DsoCodeCreate));
const DsoCodeEdit = lazyScreen(() => import('./codes/dso-code-screens').then((m) => m.DsoCodeEdit));
const DsoCodeList = lazyScreen(() => import('./codes/dso-code-screens').then((m) => m.DsoCodeList));
const TaxRateList = lazyScreen(() => import('./codes/tax-rate-list').then((m) => m.TaxRateList));
const DashboardPage = lazyScreen(() => import('./dashboard/dashboard-page').then((m) => m.DashboardPage));
const RosterPage = lazyScreen(() => import('./attendance/roster-page').then((m) => m.RosterPage));
const CheckInPage = lazyScreen(() => import('./check-in/check-in-page').then((m) => m.CheckInPage));
const AgdRostersPage = lazyScreen(() => import('./agd-roster/agd-rosters-page').then((m) => m.AgdRostersPage));
const EvaluationsPage = lazyScreen(() => import('./evaluations/evaluations-page').then((m) => m.EvaluationsPage));
const DisclosuresPage = lazyScreen(() => import('./disclosures/disclosures-page').then((m) => m.DisclosuresPage));
const ExportsPage = lazyScreen(() => import('./exports/exports-page').then((m) => m.ExportsPage));
const FunnelPage = lazyScreen(() => import('./funnel/funnel-page').then((m) => m.FunnelPage));
const ContentPage = lazyScreen(() => import('./content/content-page').then((m) => m.ContentPage));
const ContentPreviewPage = lazyScreen(() => import('./content/content-preview-page').then((m) => m.ContentPreviewPage));
const LeadList = lazyScreen(() => import('./leads/lead-list').then((m) => m.LeadList));
const LeadShow = lazyScreen(() => import('./leads/lead-show').then((m) => m.LeadShow));
const MailList = lazyScreen(() => import('./mail/mail-list').then((m) => m.MailList));
const PrivacyRequestCreate = lazyScreen(() => import('./privacy-requests/privacy-request-create').then((m) => m.PrivacyRequestCreate));
const PrivacyRequestList = lazyScreen(() => import('./privacy-requests/privacy-request-list').then((m) => m.PrivacyRequestList));
const PrivacyRequestShow = lazyScreen(() => import('./privacy-requests/privacy-request-show').then((m) => m.PrivacyRequestShow));
const RegistrationList = lazyScreen(() => import('./registrations/registration-list').then((m) => m.RegistrationList));
const RegistrationShow = lazyScreen(() => import('./registrations/registration-show').then((m) => m.RegistrationShow));
const SessionCreate = lazyScreen(() => import('./sessions/session-create').then((m) => m.SessionCreate));
const SessionEdit = lazyScreen(() => import('./sessions/session-edit').then((m) => m.SessionEdit));
const SessionList = lazyScreen(() => import('./sessions/session-list').then((m) => m.SessionList));
const SessionShow = lazyScreen(() => import('./sessions/session-show').then((m) => m.SessionShow));
const AuditList = lazyScreen(() => import('./audit/audit-list').then((m) => m.AuditList));
const StaffEdit = lazyScreen(() => import('./staff/staff-edit').then((m) => m.StaffEdit));
const StaffInvite = lazyScreen(() => import('./staff/staff-invite').then((m) => m.StaffInvite));
const StaffList = lazyScreen(() => import('./staff/staff-list').then((m) => m.StaffList));
const WebhookCreate = lazyScreen(() => import('./webhooks/webhook-form').then((m) => m.WebhookCreate));
const WebhookEdit = lazyScreen(() => import('./webhooks/webhook-form').then((m) => m.WebhookEdit));
const WebhookList = lazyScreen(() => import('./webhooks/webhook-list').then((m) => m.WebhookList));
const WebhookShow = lazyScreen(() => import('./webhooks/webhook-show').then((m) => m.WebhookShow));
const RetentionPage = lazyScreen(() => import('./retention/retention-page').then((m) => m.RetentionPage));

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
    // react-admin's <Admin>, taken apart (AdminContext and layout/admin-ui.tsx) so that its default sign-in form stays out of the shell.
    <AdminContext basename={ADMIN_BASE} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={adminStore} queryClient={adminQueryClient} theme={adminTheme}>
      <AdminUI title="admin:title" loginPage={LoginPage} layout={AdminLayout} dashboard={DashboardPage} requireAuth disableTelemetry>
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
        {/* The AGD rosters due (issue 52): a resource so the menu and the role checks include it. */}
        <Resource name="agd-rosters" list={AgdRostersPage} icon={FactCheckIcon} options={{ label: 'admin:agdRosters.menu' }} />
        {/* Course evaluations (issue 52): results and questions per course, a resource so the menu and the role checks include it. */}
        <Resource name="evaluations" list={EvaluationsPage} icon={RateReviewIcon} options={{ label: 'admin:evaluations.menu' }} />
        {/* Commercial-relationship disclosures (issue 52): per course and presenter, a resource so the menu and the role checks include it. */}
        <Resource name="disclosures" list={DisclosuresPage} icon={HandshakeIcon} options={{ label: 'admin:disclosures.menu' }} />
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
      </AdminUI>
    </AdminContext>
  );
}
