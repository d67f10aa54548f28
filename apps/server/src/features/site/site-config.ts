import type { Config } from '../../config';

/**
 * What the web app may know of the configuration: link hosts, the referrer list, the privacy
 * officer's contact and how many years CE records are kept (the privacy page says it), no secrets.
 */
export function publicSiteConfig(config: Config) {
  return {
    marketingHost: config.site.marketingHost,
    providerLoginHost: config.site.providerLoginHost,
    doctorLoginHost: config.site.doctorLoginHost,
    referrerDomains: config.site.referrerDomains,
    privacyOfficer: config.site.privacyOfficer,
    ceRecordYears: config.ceRecordYears,
  };
}
