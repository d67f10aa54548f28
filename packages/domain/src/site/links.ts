import { siteRegion, type Locale } from '../locale/locales';

/** Hosts of the sites the portal links to; configuration, never hard-coded in screens. */
export interface SiteHosts {
  marketingHost: string;
  providerLoginHost: string;
  doctorLoginHost: string;
}

export type ExternalLink = 'providerLogin' | 'doctorLogin' | 'becomeProvider' | 'contactUs' | 'privacyPolicy' | 'doNotSell';

const PATHS: Record<ExternalLink, string> = {
  providerLogin: '',
  doctorLogin: '',
  becomeProvider: 'become-a-provider',
  contactUs: 'contact-us',
  privacyPolicy: 'privacy-policy',
  doNotSell: 'do-not-sell',
};

/** e.g. https://example.com/ca/fr/contact-us for fr-CA. */
export function externalLink(link: ExternalLink, locale: Locale, hosts: SiteHosts): string {
  if (link === 'providerLogin') return `${trimSlash(hosts.providerLoginHost)}/${siteRegion(locale)}`;
  if (link === 'doctorLogin') return `${trimSlash(hosts.doctorLoginHost)}/${siteRegion(locale)}`;
  return `${trimSlash(hosts.marketingHost)}/${siteRegion(locale)}/${PATHS[link]}`;
}

export const EXTERNAL_LINKS = Object.keys(PATHS) as ExternalLink[];

function trimSlash(host: string) {
  return host.replace(/\/+$/, '');
}
