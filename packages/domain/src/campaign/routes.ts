import { LOCALE_PARAM, normalizeLocale } from '../locale/locales';

/**
 * Status-driven campaign pages (spec section 2 'Status-driven routes'). A provider record, loaded
 * by the `id` query parameter, picks the page its status belongs to. Statuses the table does not
 * name (our own `objectives`, anything unexpected) go to the root page, like `error`.
 */
export const CAMPAIGN_PATHS = {
  root: '/',
  goDigital: '/campaign_go_digital',
  payment: '/campaign_payment',
  paymentConfirmation: '/campaign_payment_confirmation',
  confirmation: '/campaign_confirmation',
  scorm: '/campaign_scorm',
  quiz: '/campaign_quiz',
  completed: '/campaign_completed',
} as const;
export type CampaignPath = (typeof CAMPAIGN_PATHS)[keyof typeof CAMPAIGN_PATHS];

/** The fields of the provider record the table reads (status and course_type as the API sends them). */
export interface CampaignRecord {
  status: string;
  course_type?: string | null;
  locale?: string | null;
}

/** `novalidate=true` keeps the visitor on the page they opened (spec: the redirect is skipped). */
export const NO_VALIDATE_PARAM = 'novalidate';

const ON_DEMAND = 'on_demand';

/** The spec's table, row by row. */
export function campaignRoute(record: Pick<CampaignRecord, 'status' | 'course_type'>): CampaignPath {
  const onDemand = record.course_type === ON_DEMAND;
  switch (record.status) {
    case 'go_digital_landing':
      return CAMPAIGN_PATHS.goDigital;
    case 'cart':
      return CAMPAIGN_PATHS.payment;
    case 'confirmation':
      return onDemand ? CAMPAIGN_PATHS.confirmation : CAMPAIGN_PATHS.paymentConfirmation;
    case 'on_demand_confirmation':
      return CAMPAIGN_PATHS.confirmation;
    case 'scorm':
      return CAMPAIGN_PATHS.scorm;
    case 'quiz':
      return CAMPAIGN_PATHS.quiz;
    case 'completed':
      return onDemand ? CAMPAIGN_PATHS.completed : CAMPAIGN_PATHS.paymentConfirmation;
    default:
      // 'error' and every status the table does not name.
      return CAMPAIGN_PATHS.root;
  }
}

const samePath = (a: string, b: string) => (a.length > 1 ? a.replace(/\/+$/, '') : a) === b;

/**
 * Where a campaign page must send the visitor, or null to stay.
 * - `record` null (missing id, failed look-up): the root page (the spec's access guard; not
 *   skipped by novalidate, there is nothing to show).
 * - `novalidate=true` in `search`: null.
 * - Already on the record's page: null.
 * - Otherwise the record's page with the current query parameters kept (the campaign pages need
 *   `id`; the root page gets none), and `locale` set to the record's locale when it is not en.
 */
export function campaignRedirect(record: CampaignRecord | null, currentPath: string, search: string | URLSearchParams): string | null {
  const params = new URLSearchParams(search);
  if (!record) return samePath(currentPath, CAMPAIGN_PATHS.root) ? null : CAMPAIGN_PATHS.root;
  if (params.get(NO_VALIDATE_PARAM) === 'true') return null;
  const target = campaignRoute(record);
  if (samePath(currentPath, target)) return null;
  const query = target === CAMPAIGN_PATHS.root ? new URLSearchParams() : params;
  const locale = normalizeLocale(record.locale);
  if (locale && locale !== 'en') query.set(LOCALE_PARAM, locale);
  const text = query.toString();
  return text ? `${target}?${text}` : target;
}

/** The record's fields a campaign link needs. */
export interface CampaignLinkRecord extends CampaignRecord {
  id: string;
}

/**
 * A campaign page's URL for a record: `path` (default: the record's own page by the table) with
 * `?id=...`, `locale` when it is not en, and any `extra` parameters. `base` is prepended
 * (PUBLIC_URL for links in e-mails and the import's output; empty inside the web app).
 */
export function campaignLink(record: CampaignLinkRecord, opts: { path?: CampaignPath; base?: string; extra?: Record<string, string> } = {}): string {
  const path = opts.path ?? campaignRoute(record);
  const base = (opts.base ?? '').replace(/\/+$/, '');
  if (path === CAMPAIGN_PATHS.root) return `${base}${path}`;
  const query = new URLSearchParams({ id: record.id });
  const locale = normalizeLocale(record.locale);
  if (locale && locale !== 'en') query.set(LOCALE_PARAM, locale);
  for (const [k, v] of Object.entries(opts.extra ?? {})) query.set(k, v);
  return `${base}${path}?${query}`;
}
