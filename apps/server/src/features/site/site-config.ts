import type { Config } from '../../config';

/** What the web app may know of the configuration: link hosts, the referrer list and the privacy officer's contact, no secrets. */
export function publicSiteConfig(config: Config) {
  return {
    marketingHost: config.site.marketingHost,
    providerLoginHost: config.site.providerLoginHost,
    doctorLoginHost: config.site.doctorLoginHost,
    referrerDomains: config.site.referrerDomains,
    privacyOfficer: config.site.privacyOfficer,
  };
}
