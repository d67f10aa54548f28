import { useMemo } from 'react';
import { Outlet, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CAMPAIGN_PATHS, campaignLink, campaignRedirect, type CampaignPath } from '@portal/domain/campaign/routes';
import { isStepDone, type Step } from '@portal/domain/registration/status';
import { LOCALE_PARAM, normalizeLocale } from '@portal/domain/locale/locales';
import { i18next } from '../../lib/i18n';
import { changeLocale } from '../../lib/locale';
import type { PageHandle } from '../../app/page-handle';
import type { StepContext } from '../funnel/step-context';
import { getProvider, type ProviderRecord } from '../funnel/use-provider';

/**
 * The status-driven campaign pages (/campaign_...?id=..., spec section 2 'Status-driven routes').
 * The loader reads the provider record by the `id` query parameter and applies the spec's table
 * (campaignRedirect): a missing id or a failed look-up goes to '/', another status's page is
 * redirected to (with `locale` when not en) unless `novalidate=true`. The pages are the funnel's
 * own step pages; `pathFor` keeps their "next step" navigation on campaign URLs.
 */
export async function campaignLoader({ request }: LoaderFunctionArgs): Promise<ProviderRecord> {
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  let record: ProviderRecord | null = null;
  if (id) record = await getProvider(id).catch(() => null);
  const target = campaignRedirect(record, url.pathname, url.search);
  if (target || !record) throw redirect(target ?? CAMPAIGN_PATHS.root);
  // The link's (or the redirect's) `locale` is the page's language, as on a first visit.
  const locale = normalizeLocale(url.searchParams.get(LOCALE_PARAM));
  if (locale && locale !== normalizeLocale(i18next.language)) await changeLocale(locale);
  return record;
}

export const shouldRevalidateCampaign = () => true;

/** As the funnel's (funnel-layout.tsx): the record's locale and id for the server's render. */
export const handle: PageHandle = { registration: (data) => data as ProviderRecord };

/** The campaign page where a funnel step is done; the loader then settles on the exact page for the status. */
const PAGE_OF_STEP: Record<Step, CampaignPath> = {
  information: CAMPAIGN_PATHS.root,
  objectives: CAMPAIGN_PATHS.goDigital,
  education: CAMPAIGN_PATHS.scorm,
  quiz: CAMPAIGN_PATHS.quiz,
  checkout: CAMPAIGN_PATHS.payment,
  complete: CAMPAIGN_PATHS.paymentConfirmation,
};

export function campaignPathFor(record: ProviderRecord, step: Step): string {
  // Reviewing finished modules (the quiz links back to them) is allowed: that page is not the status's own.
  const review = step === 'education' && record.step !== 'education' && isStepDone('education', record.status, record.course_type);
  return campaignLink(record, { path: PAGE_OF_STEP[step], extra: review ? { novalidate: 'true' } : {} });
}

export function CampaignLayout() {
  const record = useLoaderData<ProviderRecord>();
  const context = useMemo<StepContext>(() => ({ ...record, pathFor: (step) => campaignPathFor(record, step) }), [record]);
  return <Outlet context={context} />;
}
