import { z } from 'zod';

const saved = {
  en: z.string().describe('The disclosure in English (may be empty).'),
  fr: z.string().describe('The disclosure in French (may be empty: French readers then read the English, marked as such).'),
  updatedBy: z.string().nullable().describe('Who last saved it; null when none is saved.'),
  updatedAt: z.string().nullable().describe('When (ISO instant); null when none is saved.'),
};

/** GET /api/admin/disclosures and the PUTs' answer: the back office's whole screen. */
export const DisclosuresAnswer = z
  .object({
    courses: z.array(z.object({ id: z.string().describe('The course: "live:standard", "live:pediatric", "on_demand:standard" or "on_demand:pediatric".'), ...saved })),
    presenters: z.array(
      z.object({
        id: z.string().describe("The presenter's key: the name without case or repeated spaces."),
        name: z.string().describe('The name as sessions give it (or as staff saved it).'),
        sessions: z.number().int().describe('How many sessions name this presenter.'),
        ...saved,
      }),
    ),
  })
  .describe("The commercial-relationship disclosures: each course's and each presenter's (every name sessions give, and any saved). A session shows its course's, then its presenters'.");

/** A session's disclosures as public pages show them (the domain's ShownDisclosure). */
export const ShownDisclosuresAnswer = z
  .array(
    z.object({
      kind: z.enum(['course', 'presenter']),
      name: z.string().optional().describe("The presenter's name; absent for the course's."),
      text: z.string(),
      lang: z.enum(['en', 'fr']).describe("The text's language: the reader's, unless only the other was written."),
    }),
  )
  .describe("The session's commercial-relationship disclosures: its course's, then its presenter's; empty when none.");
