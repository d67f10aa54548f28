import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStaff, setupLink, signIn, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 39: a session names its presenter's staff account (presenterStaffId) beside the displayed
 * name; administrators and operations pick it among active staff; it is audited, and it alone
 * puts the session in an educator's scope. Also the migration's one-time linking of existing sessions.
 */
let t: TestApp;
let ops: Record<string, string>;
let educator: TestStaff;
let educatorCookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ops = await signIn(t, await newStaff(t, 'operations'));
  educator = await newStaff(t, 'educator');
  await t.db.pool.query(`update staff_users set name = 'Dr. Zoe Linked' where id = $1`, [educator.id]);
  educatorCookies = await signIn(t, educator);
});
afterAll(() => t.close());

const q = async (sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;
const NEW = {
  kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'virtual', titleEn: 'Linked', titleFr: 'Liée', language: 'en',
  timeZone: 'America/Chicago', startsAt: '2031-01-10T15:00:00Z', endsAt: '2031-01-10T22:00:00Z', meetingUrl: 'https://meet.example.com/linked',
  seatsCapacity: 20, feeUsdCents: 100, feeCadCents: 100,
};
const create = (extra: object) => t.call({ method: 'POST', url: '/api/admin/sessions', payload: { ...NEW, ...extra }, cookies: ops });
const patch = (id: string, body: object) => t.call({ method: 'PATCH', url: `/api/admin/sessions/${id}`, payload: body, cookies: ops });
const rosterAsEducator = (id: string) => t.call({ method: 'GET', url: `/api/admin/sessions/${id}/roster`, cookies: educatorCookies });

describe('presenter accounts', () => {
  it('lists active staff, educators first, for those who set the presenter', async () => {
    const invited = await setupLink(t, 'educator');
    const list = await t.call({ method: 'GET', url: '/api/admin/session-presenters', cookies: ops });
    expect(list.statusCode).toBe(200);
    const { data } = list.json() as { data: { id: string; role: string }[] };
    expect(data.map((s) => s.id)).toContain(educator.id);
    expect(data.map((s) => s.id)).not.toContain(invited.id);
    const firstOther = data.findIndex((s) => s.role !== 'educator');
    expect(data.slice(firstOther).every((s) => s.role !== 'educator')).toBe(true);
    expect(Object.keys(data[0]).sort()).toEqual(['id', 'name', 'role']);
    expect((await t.call({ method: 'GET', url: '/api/admin/session-presenters', cookies: educatorCookies })).statusCode).toBe(403);
  });

  it('are set, returned, audited and alone decide the scope', async () => {
    const made = await create({ presenter: 'Dr. Zoe Linked' });
    expect(made.json()).toMatchObject({ presenter: 'Dr. Zoe Linked', presenterStaffId: null });
    const id = made.json().id as string;
    // Her name on the session, no link: not hers.
    expect((await rosterAsEducator(id)).statusCode).toBe(404);

    const linked = await patch(id, { presenterStaffId: educator.id, presenter: 'Zoe L.' });
    expect(linked.json()).toMatchObject({ presenter: 'Zoe L.', presenterStaffId: educator.id });
    expect((await t.call({ method: 'GET', url: `/api/admin/sessions/${id}`, cookies: ops })).json().presenterStaffId).toBe(educator.id);
    expect((await rosterAsEducator(id)).statusCode).toBe(200);
    const [update] = await q(`select before, after from audit_log where entity = 'session' and entity_id = $1 and action = 'update'`, [id]);
    expect(update).toEqual({ before: { presenter: 'Dr. Zoe Linked', presenterStaffId: null }, after: { presenter: 'Zoe L.', presenterStaffId: educator.id } });

    expect((await patch(id, { presenterStaffId: null })).json().presenterStaffId).toBeNull();
    expect((await rosterAsEducator(id)).statusCode).toBe(404);

    const born = await create({ presenterStaffId: educator.id });
    const [entry] = await q(`select after from audit_log where entity = 'session' and entity_id = $1 and action = 'create'`, [born.json().id]);
    expect(entry.after.presenterStaffId).toBe(educator.id);
  });

  it('refuses an account that is unknown, not set up or disabled, under the field, changing nothing', async () => {
    const id = (await create({})).json().id as string;
    const disabled = await newStaff(t, 'educator');
    await t.db.pool.query(`update staff_users set status = 'disabled' where id = $1`, [disabled.id]);
    const invited = await setupLink(t, 'educator');
    for (const presenterStaffId of ['AAAAAAAAAAAAAAAAAAAAAA', disabled.id, invited.id]) {
      const res = await patch(id, { presenterStaffId });
      expect(res.statusCode, presenterStaffId).toBe(400);
      expect(res.json().fields).toEqual({ presenterStaffId: 'Choose an active staff account to present this session' });
      expect((await create({ presenterStaffId })).statusCode).toBe(400);
    }
    expect((await patch(id, { presenterStaffId: 'not an id' })).statusCode).toBe(400);
    expect((await q('select presenter_staff_id from offerings where id = $1', [id]))[0].presenter_staff_id).toBeNull();
  });
});

describe('migration 0030', () => {
  it("links an existing session only where its presenter text is exactly one active educator's name", async () => {
    const sql = readFileSync(join(import.meta.dirname, '..', 'src', 'db', 'migrations', '0030_session_presenter_accounts.sql'), 'utf8');
    const link = sql.slice(sql.indexOf('UPDATE "offerings"'));
    const twinA = await newStaff(t, 'educator');
    const twinB = await newStaff(t, 'educator');
    const viewer = await newStaff(t, 'viewer');
    await t.db.pool.query(`update staff_users set name = 'Dr. Twin' where id = any($1)`, [[twinA.id, twinB.id]]);
    await t.db.pool.query(`update staff_users set name = 'Dr. Viewer Only' where id = $1`, [viewer.id]);
    const ids: Record<string, string> = {};
    for (const [key, presenter] of [['unique', ' dr. zoe   LINKED '], ['twin', 'Dr. Twin'], ['viewer', 'Dr. Viewer Only'], ['nobody', 'Dr. Nobody'], ['empty', '']]) {
      ids[key] = (await create({ presenter })).json().id;
    }
    await t.db.pool.query(link);
    const linked = Object.fromEntries(
      await Promise.all(Object.entries(ids).map(async ([key, id]) => [key, (await q('select presenter_staff_id from offerings where id = $1', [id]))[0].presenter_staff_id])),
    );
    expect(linked).toEqual({ unique: educator.id, twin: null, viewer: null, nobody: null, empty: null });
  });
});
