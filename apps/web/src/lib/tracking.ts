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
import { readCookie, writeCookie } from './cookies';

/** Spec section 7: the data layer, campaign cookies and the anonymous provider id. */
type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function pushEvent(event: DataLayerEvent) {
  (window.dataLayer ??= []).push(event);
}

let previousUrl = '';
/** The address whose page has set its title (PageTitle), and a page view waiting for it. */
let titledUrl = '';
let waiting: ReturnType<typeof setTimeout> | undefined;

function pushPageView() {
  waiting = undefined;
  const pageUrl = location.href;
  pushEvent({ event: PAGE_VIEW_EVENT, pageUrl, pageTitle: document.title, previousUrl: previousUrl || document.referrer });
  previousUrl = pageUrl;
}

/**
 * page_view of the current address, with the new page's title: at once when the page has already
 * set it, else when it does (pageTitleSet) — its part may render after the route changes — or
 * after a second for a page that sets none.
 */
export function trackPageView() {
  clearTimeout(waiting);
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

export function trackArrivalFromListedSite(referrer: string, domains: readonly string[]) {
  if (isListedReferrer(referrer, domains)) pushEvent({ event: NAVIGATION_EVENT, nav_type: NAVIGATION_TYPE });
}

/** Keeps UTM and promo parameters (merged into what is kept) and the anonymous id. */
export function captureCampaignParams(search: string) {
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
