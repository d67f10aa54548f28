import { LOCALE_PARAM, normalizeLocale } from '../locale/locales';
import { stepPath } from '../site/paths';

/**
 * Status-driven campaign pages (spec section 2 'Status-driven routes'). A provider record, loaded
 * by the `id` query parameter, picks the page its status belongs to. Statuses the table does not
 * name go to the root page, like `error`; our own `objectives` (not in the table) goes to the
 * funnel's questionnaire, see `recordPage`.
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
 * - Otherwise the record's page (`recordPage`) with the current query parameters kept (the campaign
 *   pages need `id`; the root page and the funnel's step, whose path holds the id, get none), and
 *   `locale` set to the record's locale when it is not en.
 */
export function campaignRedirect(record: CampaignRecord | null, currentPath: string, search: string | URLSearchParams): string | null {
  const params = new URLSearchParams(search);
  if (!record) return samePath(currentPath, CAMPAIGN_PATHS.root) ? null : CAMPAIGN_PATHS.root;
  if (params.get(NO_VALIDATE_PARAM) === 'true') return null;
  const id = params.get('id');
  const target = id ? recordPage({ ...record, id }) : campaignRoute(record);
  if (samePath(currentPath, target)) return null;
  const query = target.startsWith('/campaign_') ? params : new URLSearchParams();
  const locale = normalizeLocale(record.locale);
  if (locale && locale !== 'en') query.set(LOCALE_PARAM, locale);
  const text = query.toString();
  return text ? `${target}?${text}` : target;
}

/**
 * The page a record belongs on: the spec's table (`campaignRoute`), and for `objectives` (ours,
 * registered but the questionnaire not answered) the funnel's questionnaire step. No campaign
 * page asks the questionnaire, and the table's root page would lose the record (no id there).
 */
export function recordPage(record: Pick<CampaignLinkRecord, 'id' | 'status' | 'course_type'>): string {
  if (record.status === 'objectives') return stepPath(record.id, 'objectives');
  return campaignRoute(record);
}

/** The record's fields a campaign link needs. */
export interface CampaignLinkRecord extends CampaignRecord {
  id: string;
}

/**
 * A record's URL: `path` (default: the record's own page, `recordPage`) with `?id=...` on a
 * campaign page, `locale` when it is not en, and any `extra` parameters. `base` is prepended
 * (PUBLIC_URL for links in e-mails and the import's output; empty inside the web app).
 */
export function campaignLink(record: CampaignLinkRecord, opts: { path?: CampaignPath; base?: string; extra?: Record<string, string> } = {}): string {
  const path = opts.path ?? recordPage(record);
  const base = (opts.base ?? '').replace(/\/+$/, '');
  // Only the campaign pages read the record by `?id=`; the root page has no record, the funnel's step has it in its path.
  const query = new URLSearchParams(path.startsWith('/campaign_') ? { id: record.id } : {});
  const locale = normalizeLocale(record.locale);
  if (locale && locale !== 'en') query.set(LOCALE_PARAM, locale);
  for (const [k, v] of Object.entries(opts.extra ?? {})) query.set(k, v);
  const text = query.toString();
  return text ? `${base}${path}?${text}` : `${base}${path}`;
}
