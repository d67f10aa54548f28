import type { RouteObject } from 'react-router';
import { MARKETING_PAGES } from '@portal/domain/marketing/pages';
import { TERMS_PATH } from '@portal/domain/site/navigation';
import { PRIVACY_PATH, PRIVACY_REQUEST_CONFIRM_PATH, PRIVACY_REQUEST_PATH } from '@portal/domain/privacy/paths';
import { FIND_REGISTRATIONS_PATH, MY_REGISTRATION_PATH } from '@portal/domain/my-registration/links';
import type { PageHandle } from './page-handle';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { NotFoundPage } from './not-found-page';

/**
 * Every page is a lazy route, so each screen's code loads when it is first visited.
 * - `staticPages`: pages the server renders without reading the API first (some send forms or
 *   read on demand: TanStack Query's useMutation and useQuery).
 * - `dataPages`: pages whose data the server's render reads first (`handle.prefetch`).
 * - the funnel and the campaign pages: their layouts read the provider record in a loader.
 * Features add their routes here; the server's list of known paths
 * (packages/domain/src/site/routes.ts) must name them too.
 */
/**
 * A route with `source`: the base name of its module (the build manifest's chunk name), so the
 * server's render can inline the CSS of the page it drew (entry-server.tsx `styleModules`,
 * apps/server/src/platform/web-assets.ts) before any script. React Router keeps the property on
 * its data routes.
 */
export type PublicRoute = RouteObject & { source?: string; children?: PublicRoute[] };

const page = (load: () => Promise<{ [name: string]: React.ComponentType }>, name: string) => () =>
  load().then((m) => ({ Component: m[name] }));

/** A funnel step or campaign page: its component and its `handle` (what the server's render reads first). */
const step = (load: () => Promise<{ handle?: PageHandle } & { [name: string]: unknown }>, name: string) => () =>
  load().then((m) => ({ Component: m[name] as React.ComponentType, handle: m.handle }));

const staticPages: PublicRoute[] = [
  { source: 'home-page', index: true, lazy: page(() => import('../features/home/routes/home-page'), 'HomePage') },
  ...MARKETING_PAGES.map((p) => ({ source: 'marketing-page', path: p.path, lazy: () => import('../features/marketing/routes/marketing-page').then((m) => m.marketingRoute(p.id)) })),
  { source: 'terms-page', path: TERMS_PATH, lazy: () => import('../features/marketing/routes/terms-page').then((m) => ({ Component: m.TermsPage, loader: m.loader })) },
  { source: 'privacy-page', path: PRIVACY_PATH, lazy: () => import('../features/marketing/routes/privacy-page').then((m) => ({ Component: m.PrivacyPage, loader: m.loader })) },
  { source: 'privacy-request-page', path: PRIVACY_REQUEST_PATH, lazy: page(() => import('../features/privacy-requests/routes/privacy-request-page'), 'PrivacyRequestPage') },
  { source: 'privacy-request-confirm-page', path: PRIVACY_REQUEST_CONFIRM_PATH, lazy: page(() => import('../features/privacy-requests/routes/privacy-request-confirm-page'), 'PrivacyRequestConfirmPage') },
  { source: 'scorm-test-page', path: 'dev/scorm-player', lazy: page(() => import('../features/education/routes/scorm-test-page'), 'ScormTestPage') },
  { source: 'registration-complete-page', path: 'registration-complete', lazy: page(() => import('../features/registration-complete/routes/registration-complete-page'), 'RegistrationCompletePage') },
  { source: 'resume-page', path: 'registration/resume', lazy: page(() => import('../features/registration/routes/resume-page'), 'ResumePage') },
  { source: 'unsubscribe-page', path: 'reminders/unsubscribe', lazy: page(() => import('../features/reminders/routes/unsubscribe-page'), 'UnsubscribePage') },
  { source: 'university-registration-page', path: 'provider/university-registration', lazy: page(() => import('../features/university/routes/university-registration-page'), 'UniversityRegistrationPage') },
  { source: 'scanner-trial-page', path: 'scanner-trial', lazy: page(() => import('../features/scanner-trial-page/routes/scanner-trial-page'), 'ScannerTrialPage') },
  { source: 'contact-us-page', path: 'contact-us', lazy: page(() => import('../features/leads/routes/contact-us-page'), 'ContactUsPage') },
  { source: 'certificate-page', path: 'certificate', lazy: page(() => import('../features/certificates/routes/certificate-page'), 'CertificatePage') },
  { source: 'verify-page', path: 'verify/:code', lazy: page(() => import('../features/certificates/routes/verify-page'), 'VerifyPage') },
  { source: 'find-registrations-page', path: FIND_REGISTRATIONS_PATH, lazy: page(() => import('../features/my-registration/routes/find-registrations-page'), 'FindRegistrationsPage') },
];

/** The step pages, each loaded by one lazy function: the funnel and the campaign pages share them. */
const STEP_PAGES = {
  objectives: { source: 'objectives-page', lazy: step(() => import('../features/objectives/routes/objectives-page'), 'ObjectivesPage') },
  quiz: { source: 'quiz-page', lazy: step(() => import('../features/quiz/routes/quiz-page'), 'QuizPage') },
  complete: { source: 'complete-page', lazy: step(() => import('../features/completion/routes/complete-page'), 'CompletePage') },
  education: { source: 'education-page', lazy: step(() => import('../features/education/routes/education-page'), 'EducationPage') },
  checkout: { source: 'checkout-page', lazy: step(() => import('../features/checkout/routes/checkout-page'), 'CheckoutPage') },
  goDigital: { source: 'go-digital-page', lazy: step(() => import('../features/campaign/routes/go-digital-page'), 'GoDigitalPage') },
} satisfies Record<string, PublicRoute>;

/** The funnel's steps after information, rendered inside FunnelLayout at /registration/:id/<step>. */
const funnelSteps: PublicRoute[] = (['objectives', 'quiz', 'complete', 'education', 'checkout'] as const).map((path) => ({ path, ...STEP_PAGES[path] }));

/**
 * Status-driven campaign pages (/campaign_...?id=...), rendered inside CampaignLayout: the funnel's
 * own step pages, reached through a provider record's status (spec section 2).
 */
const campaignPages: PublicRoute[] = [
  { path: 'campaign_go_digital', ...STEP_PAGES.goDigital },
  { path: 'campaign_quiz', ...STEP_PAGES.quiz },
  ...['campaign_payment_confirmation', 'campaign_confirmation', 'campaign_completed'].map((path) => ({ path, ...STEP_PAGES.complete })),
  { path: 'campaign_payment', ...STEP_PAGES.checkout },
  { path: 'campaign_scorm', ...STEP_PAGES.education },
];

const funnelPages: PublicRoute[] = [
  {
    path: 'registration/:id',
    source: 'funnel-layout',
    lazy: () => import('../components/funnel/funnel-layout').then((m) => ({ Component: m.FunnelLayout, loader: m.funnelLoader, shouldRevalidate: m.shouldRevalidateFunnel, handle: m.handle })),
    children: funnelSteps,
  },
  {
    source: 'campaign-layout',
    lazy: () => import('../components/campaign/campaign-layout').then((m) => ({ Component: m.CampaignLayout, loader: m.campaignLoader, shouldRevalidate: m.shouldRevalidateCampaign, handle: m.handle })),
    children: campaignPages,
  },
];

const dataPages: PublicRoute[] = [
  { source: 'registration-page', path: 'registration', lazy: () => import('../features/registration/routes/registration-page').then((m) => ({ Component: m.RegistrationPage, handle: m.handle })) },
  { source: 'schedule-page', path: 'live-training-schedule', lazy: () => import('../features/schedule/routes/schedule-page').then((m) => ({ Component: m.SchedulePage, handle: m.handle })) },
  { source: 'my-registration-page', path: MY_REGISTRATION_PATH, lazy: () => import('../features/my-registration/routes/my-registration-page').then((m) => ({ Component: m.MyRegistrationPage, handle: m.handle })) },
];

/**
 * The public site's route tree: the same objects for the browser's router (router.tsx) and the
 * server's render (entry-server.tsx), so the server renders exactly what the browser hydrates.
 */
export const publicRoutes = (): RouteObject[] => [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...staticPages,
          ...funnelPages,
          ...dataPages,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
