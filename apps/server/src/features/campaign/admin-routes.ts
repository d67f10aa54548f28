import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAMPAIGN_IMPORT_MAX_BYTES, CampaignImportBodySchema } from '@portal/domain/campaign/import';
import { CAN } from '@portal/domain/staff/roles';
import { withoutWriting } from '../../db/dry-run';
import { readCsv, writeCsv } from '../../platform/cli/csv';
import { actorOf } from '../staff/access';
import { writeAudit } from '../staff/audit';
import { CampaignImportAnswer } from './answers';
import { importCampaignRecords, LINK_COLUMNS, linkRows } from './import-service';

/**
 * The campaign import from the browser: the same service as `npm run campaign:import`. A dry run
 * reports every line and writes nothing; the import answers the links, also as CSV to download.
 */
export default async function campaignAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/admin/campaign-imports',
    { config: { roles: CAN.importCampaigns }, bodyLimit: CAMPAIGN_IMPORT_MAX_BYTES + 64 * 1024, schema: { body: CampaignImportBodySchema, response: { 200: CampaignImportAnswer } } },
    async (req) => {
      let records;
      try {
        records = readCsv(req.body.csv);
      } catch (err) {
        return { ok: false, dryRun: req.body.dryRun, problems: [{ line: 0, reason: `not a valid CSV file: ${(err as Error).message}` }] };
      }
      const actor = actorOf(req);
      // The import and its audit entry commit together (the service's transaction nests as a savepoint).
      const run = (db: typeof app.db.orm) =>
        db.transaction(async (tx) => {
          const result = await importCampaignRecords(tx, records, app.config.publicUrl);
          if (result.ok) await writeAudit(tx, actor, { entity: 'campaign_import', action: 'import', after: { created: result.created.length, skipped: result.skipped.length, ids: result.created.map((c) => c.id) } });
          return result;
        });
      const result = req.body.dryRun ? await withoutWriting(app.db.orm, run) : await run(app.db.orm);
      if (!result.ok) return { ...result, dryRun: req.body.dryRun };
      return { ...result, dryRun: req.body.dryRun, csv: writeCsv(LINK_COLUMNS, linkRows(result, req.body.dryRun)) };
    },
  );
}
