import {
  CAMPAIGN_COOKIE_MAX_AGE,
  NAVIGATION_EVENT,
  NAVIGATION_TYPE,
  PAGE_VIEW_EVENT,
  PROMO_COOKIE,
  PROMO_PARAM,
  PROVIDER_ID_COOKIE,
  PROVIDER_ID_MAX_AGE,
  PROVIDER_ID_PARAM,
  UTM_COOKIE,
  anonymousProviderId,
  isListedReferrer,
  mergeJsonCookie,
  pickUtmParams,
} from '@portal/domain/tracking/cookies';
import { trackedUrl } from '@portal/domain/tracking/tracked-url';
import { CATEGORY_COOKIES, CONSENT_CATEGORIES, grantedCategories, type ConsentChoices } from '@portal/domain/privacy/consent';
import { consentGranted } from './consent';
import { deleteCookie, readCookie, writeCookie } from './cookies';

/**
 * Spec section 7: the data layer, campaign cookies and the anonymous provider id, each behind the
 * visitor's consent (lib/consent.ts): data-layer events need `measurement`, the cookies
 * `marketing`. Until then nothing is set or pushed; what the page was reached with (its UTM, promo
 * and user_id parameters, a listed referrer) waits in this page's memory only, and is kept the
 * moment the visitor agrees, so accepting on the landing page keeps its campaign.
 */
type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function pushEvent(event: DataLayerEvent) {
  if (!consentGranted('measurement')) return;
  (window.dataLayer ??= []).push(event);
}

let previousUrl = '';
/** The address whose page has set its title (PageTitle), and a page view waiting for it. */
let titledUrl = '';
let waiting: ReturnType<typeof setTimeout> | undefined;

function pushPageView() {
  waiting = undefined;
  // Without what opens someone's registration (a link's token, a registration id): domain/tracking/tracked-url.ts.
  const pageUrl = trackedUrl(location.href);
  pushEvent({ event: PAGE_VIEW_EVENT, pageUrl, pageTitle: document.title, previousUrl: previousUrl || (document.referrer && trackedUrl(document.referrer)) });
  previousUrl = pageUrl;
}

/**
 * page_view of the current address, with the new page's title: at once when the page has already
 * set it, else when it does (pageTitleSet) — its part may render after the route changes — or
 * after a second for a page that sets none.
 */
export function trackPageView() {
  clearTimeout(waiting);
  waiting = undefined;
  if (!consentGranted('measurement')) return;
  if (titledUrl === location.href) pushPageView();
  else waiting = setTimeout(pushPageView, 1000);
}

/** Called by PageTitle once it has set document.title. */
export function pageTitleSet() {
  titledUrl = location.href;
  if (waiting !== undefined) {
    clearTimeout(waiting);
    pushPageView();
  }
}

/** A listed arrival seen before the visitor agreed to measurement: pushed when they do. */
let arrivalPending = false;

export function trackArrivalFromListedSite(referrer: string, domains: readonly string[]) {
  if (!isListedReferrer(referrer, domains)) return;
  if (consentGranted('measurement')) pushEvent({ event: NAVIGATION_EVENT, nav_type: NAVIGATION_TYPE });
  else arrivalPending = true;
}

/** The query strings of the addresses visited before the visitor agreed to marketing, oldest first. */
let pendingSearches: string[] = [];
const MAX_PENDING = 20;

/** Keeps UTM and promo parameters (merged into what is kept) and the anonymous id. */
export function captureCampaignParams(search: string) {
  if (!consentGranted('marketing')) {
    // No consent (or no longer: it expired, or was given under older texts): none may remain.
    for (const name of CATEGORY_COOKIES.marketing) if (readCookie(name) !== undefined) deleteCookie(name);
    if (search && !pendingSearches.includes(search) && pendingSearches.length < MAX_PENDING) pendingSearches.push(search);
    return;
  }
  keepCampaignParams(search);
}

function keepCampaignParams(search: string) {
  const params = new URLSearchParams(search);
  const utm = mergeJsonCookie(readCookie(UTM_COOKIE), pickUtmParams(params));
  if (utm) writeCookie(UTM_COOKIE, utm, CAMPAIGN_COOKIE_MAX_AGE);
  const promo = params.get(PROMO_PARAM);
  const promoValue = promo ? mergeJsonCookie(readCookie(PROMO_COOKIE), { [PROMO_PARAM]: promo }) : null;
  if (promoValue) writeCookie(PROMO_COOKIE, promoValue, CAMPAIGN_COOKIE_MAX_AGE);
  const userId = params.get(PROVIDER_ID_PARAM);
  if (userId && /^[A-Za-z0-9_-]{1,64}$/.test(userId)) {
    writeCookie(PROVIDER_ID_COOKIE, userId, PROVIDER_ID_MAX_AGE);
  } else if (!readCookie(PROVIDER_ID_COOKIE)) {
    writeCookie(PROVIDER_ID_COOKIE, anonymousProviderId(crypto.getRandomValues(new Uint8Array(10))), PROVIDER_ID_MAX_AGE);
  }
}

/**
 * After a recorded decision: a refused category's cookies are deleted (a withdrawal removes what
 * was set); a newly granted one starts at once on this page: the campaign parameters of the
 * addresses visited so far are kept (landing page first, so later values win as in the spec's
 * merge), and measurement pushes the listed arrival and this page's page_view.
 */
export function applyConsentChange(before: ConsentChoices | null, after: ConsentChoices) {
  for (const category of CONSENT_CATEGORIES) {
    if (!after[category]) for (const name of CATEGORY_COOKIES[category]) deleteCookie(name);
  }
  const granted = grantedCategories(before, after);
  if (granted.includes('marketing')) {
    const searches = [...pendingSearches, location.search].filter((s, i, all) => all.indexOf(s) === i);
    pendingSearches = [];
    for (const search of searches) keepCampaignParams(search);
  }
  if (granted.includes('measurement')) {
    if (arrivalPending) pushEvent({ event: NAVIGATION_EVENT, nav_type: NAVIGATION_TYPE });
    arrivalPending = false;
    trackPageView();
  }
}
