import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScheduleOfferings, SCHEDULE_OFFERING_IDS as S } from '../src/features/schedule/seed';
import { seedOfferings } from '../src/features/offerings/seed';
import { attendee, markViaApi } from './helpers/certificate-fixtures';
import { newStaff, signIn, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Per-person API tokens: created (shown once), listed, revoked; POST /api/attendance acts as their owner. */
let t: TestApp;
let educator: TestStaff;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  await seedScheduleOfferings(t.db);
  educator = await newStaff(t, 'educator');
  cookies = await signIn(t, educator);
  // The educator presents this session (their token marks only theirs: educator-session-scope.test.ts).
  await t.db.pool.query('update offerings set presenter_staff_id = $2 where id = $1', [S.pastMiami, educator.id]);
});
afterAll(() => t.close());

const create = (name: string, c = cookies) => t.call({ method: 'POST', url: '/api/admin/api-tokens', payload: { name }, cookies: c });

describe('API tokens', () => {
  it('are shown once, kept only as a hash, and mark attendance as their owner with an audit entry naming them', async () => {
    const made = await create('attendance import');
    expect(made.statusCode).toBe(201);
    const { id, token } = made.json();
    expect(token).toMatch(/^ppat_[\w-]{43}$/);
    const list = await t.call({ method: 'GET', url: '/api/admin/api-tokens', cookies });
    expect(list.json().data).toEqual([expect.objectContaining({ id, name: 'attendance import', revokedAt: null })]);
    expect(list.body).not.toContain(token);
    const stored = (await t.db.pool.query('select token_hash from staff_api_tokens where id = $1', [id])).rows[0].token_hash;
    expect(stored).not.toContain(token.slice(5));

    const a = await attendee(t, S.pastMiami);
    const res = await markViaApi(t, { offeringId: S.pastMiami, emails: [a.email] }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0].outcome).toBe('marked');
    const marked = (await t.db.pool.query('select marked_by from attendance where registration_id = $1', [a.id])).rows[0];
    expect(marked.marked_by).toBe(`api:${educator.email}`);
    const [entry] = (await t.db.pool.query(`select * from audit_log where entity = 'attendance' and actor_id = $1`, [educator.id])).rows;
    expect(entry).toMatchObject({ actor_label: educator.email, entity_id: S.pastMiami, action: 'mark' });
    expect(entry.after.results[0]).toMatchObject({ email: a.email, outcome: 'marked' });
  });

  it('a revoked token is refused (401); revoking is audited and only the owner can do it', async () => {
    const { id, token } = (await create('to revoke')).json();
    const other = await newStaff(t, 'administrator');
    const theirs = await signIn(t, other);
    expect((await t.call({ method: 'DELETE', url: `/api/admin/api-tokens/${id}`, cookies: theirs })).statusCode).toBe(404);
    const revoked = await t.call({ method: 'DELETE', url: `/api/admin/api-tokens/${id}`, cookies });
    expect(revoked.json().revokedAt).not.toBeNull();
    const a = await attendee(t, S.pastMiami);
    const res = await markViaApi(t, { offeringId: S.pastMiami, emails: [a.email] }, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('A valid administrator token is required');
    const audit = (await t.db.pool.query(`select before, after from audit_log where entity = 'api_token' and entity_id = $1 and action = 'revoke'`, [id])).rows;
    expect(audit).toHaveLength(1);
    expect(audit[0].before).toEqual({ revokedAt: null });
  });

  it("a viewer's token cannot mark attendance (403); a disabled owner's token stops working (401)", async () => {
    const viewer = await newStaff(t, 'viewer');
    const viewerToken = (await create('viewer', await signIn(t, viewer))).json().token;
    const a = await attendee(t, S.pastMiami);
    expect((await markViaApi(t, { offeringId: S.pastMiami, emails: [a.email] }, viewerToken)).statusCode).toBe(403);

    const ops = await newStaff(t, 'operations');
    const opsToken = (await create('ops', await signIn(t, ops))).json().token;
    await t.db.pool.query(`update staff_users set status = 'disabled' where id = $1`, [ops.id]);
    expect((await markViaApi(t, { offeringId: S.pastMiami, emails: [a.email] }, opsToken)).statusCode).toBe(401);
    expect((await t.db.pool.query('select count(*) from attendance where registration_id = $1', [a.id])).rows[0].count).toBe('0');
  });

  it('refuses a nameless token and an unknown id', async () => {
    expect((await create('  ')).statusCode).toBe(400);
    expect((await t.call({ method: 'DELETE', url: '/api/admin/api-tokens/AAAAAAAAAAAAAAAAAAAAAA', cookies })).statusCode).toBe(404);
  });
});
