import type { Config } from '../../config';

/** What the web app may know of the configuration: link hosts and the referrer list, no secrets. */
export function publicSiteConfig(config: Config) {
  return {
    marketingHost: config.site.marketingHost,
    providerLoginHost: config.site.providerLoginHost,
    doctorLoginHost: config.site.doctorLoginHost,
    referrerDomains: config.site.referrerDomains,
  };
}
