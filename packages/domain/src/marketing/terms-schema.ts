import { z } from 'zod';
import { LOCALES } from '../locale/locales';

/** Response schema of GET /api/tc/ (server-side serialization; the web app imports only the type). */
export const TermsResponse = z.object({
  version: z.string(),
  locale: z.enum(LOCALES),
  effectiveDate: z.string(),
  title: z.string(),
  intro: z.string(),
  sections: z.array(z.object({ id: z.string(), heading: z.string(), body: z.array(z.string()) })),
});
