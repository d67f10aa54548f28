import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIN_ID_PATTERN } from '@portal/domain/completion/completion';
import { CAMPAIGN_IMPORT_COLUMNS } from '@portal/domain/campaign/import';
import type { Status } from '@portal/domain/registration/status';
import { importCampaignRecords } from '../src/features/campaign/import-service';
import { seedOfferings } from '../src/features/offerings/seed';
import { OFFERING } from './helpers/checkout-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { PAID_BROWSER_COOKIE, paidBrowserValue } from '../src/features/my-registration/paid-browser';

/**
 * Records sold outside the portal (campaign import) at a completion status: their campaign links
 * show a full confirmation, with a ClinID issued once, though no order exists.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
});
afterAll(() => t.close());

let n = 0;
async function imported(status: Status, offeringId: string, locale = 'en'): Promise<string> {
  const email = `imported${++n}@example.com`;
  const fields = { email, first_name: 'Ana', last_name: 'Lopez', country: 'US', locale, offering_id: offeringId, status } as Record<string, string>;
  const records = [{ line: 1, fields: [...CAMPAIGN_IMPORT_COLUMNS] }, { line: 2, fields: CAMPAIGN_IMPORT_COLUMNS.map((c) => fields[c]) }];
  const result = await importCampaignRecords(t.db.orm, records, 'https://providers.example.org');
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.created[0].id;
}
const confirmation = (id: string, locale?: string) => t.call({ method: 'GET', url: `/api/confirmation/${id}`, locale });

/** GET /api/confirmation/{id}/details as the browser that paid it (its signed cookie; issue 50). */
const detailsOf = async (id: string) =>
  (await t.call({ method: 'GET', url: `/api/confirmation/${id}/details`, cookies: { [PAID_BROWSER_COOKIE]: paidBrowserValue(t.config.secret, id, new Date(Date.now() + 600_000)) } })).json();

describe('an imported record at a completion status', () => {
  it.each([
    ['confirmation', OFFERING.live],
    ['confirmation', OFFERING.onDemand],
    ['on_demand_confirmation', OFFERING.onDemand],
    ['completed', OFFERING.onDemand],
    ['completed', OFFERING.live],
  ] as [Status, string][])('at %s (%s) shows a full confirmation with a ClinID, the same on every read', async (status, offeringId) => {
    const id = await imported(status, offeringId);
    const first = await confirmation(id);
    expect(first.statusCode).toBe(200);
    const view = first.json();
    expect(view.clinId).toMatch(CLIN_ID_PATTERN);
    expect(view.course.title).toEqual(expect.any(String));
    expect(view.status).toBe(status);
    expect((await detailsOf(id)).confirmationEmailed).toBe(false);
    expect((await confirmation(id)).json().clinId).toBe(view.clinId);
    const stored = await t.db.pool.query('select clin_id from registrations where id = $1', [id]);
    expect(stored.rows[0].clin_id).toBe(view.clinId);
  });

  it('gives concurrent first reads one ClinID', async () => {
    const id = await imported('completed', OFFERING.onDemand);
    const reads = await Promise.all(Array.from({ length: 8 }, () => confirmation(id)));
    expect(reads.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(reads.map((r) => r.json().clinId)).size).toBe(1);
  });

  it('is shown in the reader locale (fr-CA)', async () => {
    const id = await imported('on_demand_confirmation', OFFERING.onDemand, 'fr-CA');
    const res = await confirmation(id, 'fr-CA');
    expect(res.statusCode).toBe(200);
    expect(res.json().clinId).toMatch(CLIN_ID_PATTERN);
  });

  it('still refuses a record that has not reached completion, and issues it no ClinID', async () => {
    const id = await imported('cart', OFFERING.live);
    expect((await confirmation(id)).statusCode).toBe(409);
    expect((await t.db.pool.query('select clin_id from registrations where id = $1', [id])).rows[0].clin_id).toBeNull();
  });
});
