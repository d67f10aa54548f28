import { z } from 'zod';
import { whole } from '@portal/domain/staff/answers';

/** What POST /api/admin/campaign-imports answers (admin-routes.ts, from import-service.ts). */
const problem = z.object({ line: whole().describe('The file\'s line (0: the file itself)'), reason: z.string() });
const link = z.object({ line: whole(), email: z.string(), id: z.string(), status: z.string(), link: z.string() });

export const CampaignImportAnswer = z
  .union([
    z.object({ ok: z.boolean().describe('false'), dryRun: z.boolean(), problems: z.array(problem) }).describe('Refused: nothing was written; every bad line'),
    z
      .object({
        ok: z.boolean().describe('true'),
        dryRun: z.boolean(),
        created: z.array(link).describe('The records created (a dry run: that would be created)'),
        skipped: z.array(link).describe('Lines whose e-mail already has a record for that offering: left as they are'),
        csv: z.string().describe('The links as CSV (line, email, id, status, outcome, link)'),
      })
      .describe('Imported (or checked, in a dry run), with the links'),
  ])
  .describe('The import\'s outcome: the bad lines, or the records and their links');
