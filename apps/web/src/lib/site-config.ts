import { DEFAULT_CE_RECORD_YEARS } from '@portal/domain/ce-records/record-years';
import type { SiteHosts } from '@portal/domain/site/links';

export interface SiteConfig extends SiteHosts {
  referrerDomains: string[];
  /** The person in charge of personal information, named on the privacy page (PRIVACY_OFFICER_*); an empty name or title is not set. */
  privacyOfficer: { name: string; title: string; email: string };
  /** How many years CE records are kept, also after an erasure in a minimal form (RETENTION_CE_RECORDS_YEARS); the privacy page says it. */
  ceRecordYears: number;
}

const DEFAULTS: SiteConfig = {
  marketingHost: 'https://www.clear-aligner-provider.example',
  providerLoginHost: 'https://login.clear-aligner-provider.example',
  doctorLoginHost: 'https://doctors.clear-aligner-provider.example',
  referrerDomains: [],
  privacyOfficer: { name: '', title: '', email: 'privacy@provider-portal.local' },
  ceRecordYears: DEFAULT_CE_RECORD_YEARS,
};

let cached: SiteConfig | undefined;

/** The public configuration the server put in index.html (link hosts, referrer list). */
export function siteConfig(): SiteConfig {
  if (cached) return cached;
  if (typeof document === 'undefined') return DEFAULTS;
  const raw = document.querySelector('meta[name="portal-config"]')?.getAttribute('content');
  try {
    cached = { ...DEFAULTS, ...(raw ? JSON.parse(raw) : {}) };
  } catch {
    cached = DEFAULTS;
  }
  return cached!;
}

/** The server's render has no meta tag to read: it hands over the same configuration (entry-server.tsx). */
export function provideSiteConfig(config: Partial<SiteConfig>): void {
  cached = { ...DEFAULTS, ...config };
}
