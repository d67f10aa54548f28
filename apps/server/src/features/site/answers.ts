import { z } from 'zod';

/** GET /api/site-config: what the web app may know of the configuration (no secrets). */
export const SiteConfigAnswer = z.object({
  marketingHost: z.string().describe('The marketing site\'s address.'),
  providerLoginHost: z.string(),
  doctorLoginHost: z.string(),
  referrerDomains: z.array(z.string()).describe('Domains whose visitors are counted as referred (the funnel\'s referrer list).'),
  privacyOfficer: z.object({ name: z.string(), title: z.string(), email: z.string() }).describe('Who answers privacy questions and requests.'),
  ceRecordYears: z.number().int().positive().describe('How many years continuing-education records (attendance, certificates, evaluations, AGD rosters) are kept, also after an erasure in a minimal form.'),
}).describe('The public site settings: hosts of the external links, the referrer domains, the privacy officer\'s contact and how long CE records are kept.');
