import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { PackageRegistry, STORED_PACKAGES_MAX } from '../src/platform/scorm/packages';
import { packageCsp } from '../src/platform/scorm/routes';
import { newRegistration, OFFERING } from './helpers/checkout-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestAppOn, createTestDatabase, type TestApp } from './helpers/test-app';

/**
 * SCORM content in the back office (issue 10): uploads checked like the player's packages and
 * stored once per zip, preview URLs served with the third-party CSP, assignments per course,
 * module and language, and registrants who keep the package they started with.
 */
const FIXTURES = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'fixtures', 'scorm');
const fixture = (name: string) => readFileSync(join(FIXTURES, name)).toString('base64');

let t: TestApp;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let cookies: Record<string, string>;
let adminEmail: string;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestAppOn(database.url);
  await seedOfferings(t.db);
  const admin = await newStaff(t, 'operations');
  adminEmail = admin.email;
  cookies = await signIn(t, admin);
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

const upload = (name: string, locale?: string) =>
  t.call({ method: 'POST', url: '/api/admin/scorm-packages', payload: { fileName: name, data: fixture(name) }, cookies, locale });
const assign = (slot: string, packageId: string | null) => t.call({ method: 'PUT', url: `/api/admin/module-assignments/${slot}`, payload: { packageId }, cookies });
const modules = async (id: string, locale?: string) => {
  const res = await t.call({ method: 'GET', url: `/api/scorm-modules/${id}`, locale });
  expect(res.statusCode).toBe(200);
  return res.json().modules as { id: string; launchUrl: string; version: string }[];
};
const auditOf = async (entity: string, id: string) =>
  (await t.db.pool.query('select * from audit_log where entity = $1 and entity_id = $2 order by id', [entity, id])).rows;

describe('uploading a package', () => {
  it('stores a valid package once, answers its lessons with preview URLs, and audits the upload', async () => {
    const first = await upload('RuntimeMinimumCalls_SCORM12.zip');
    expect(first.statusCode).toBe(201);
    const pkg = first.json();
    expect(pkg).toMatchObject({ title: expect.any(String), scormVersion: '1.2', fileName: 'RuntimeMinimumCalls_SCORM12.zip', sizeBytes: expect.any(Number), assignedTo: [], registrants: 0, uploadedBy: adminEmail });
    expect(pkg.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(pkg.scos.length).toBeGreaterThan(1);
    expect(pkg.scos[0].launchUrl).toMatch(new RegExp(`^/api/admin/scorm-packages/${pkg.id}/files/.+lang=en$`));
    expect(pkg).not.toHaveProperty('zip');

    const again = await upload('RuntimeMinimumCalls_SCORM12.zip', 'fr-CA');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: pkg.id, createdAt: pkg.createdAt });
    expect(again.json().scos[0].launchUrl).toMatch(/lang=fr$/);
    expect((await t.db.pool.query('select count(*)::int as n from scorm_packages')).rows[0].n).toBe(1);

    const entries = await auditOf('scorm_package', pkg.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'upload', actor_label: adminEmail });
    expect(entries[0].after).toMatchObject({ fileName: 'RuntimeMinimumCalls_SCORM12.zip', scormVersion: '1.2' });
    expect(entries[0].after).not.toHaveProperty('zip');
  });

  it('refuses a zip without a manifest and a fake manifest in a folder with a clear message, in the staff member\'s language', async () => {
    const html = await upload('invalid.zip');
    expect(html.statusCode).toBe(400);
    expect(html.json()).toEqual({ error: 'This package has no imsmanifest.xml at its root' });
    const fake = await upload('badscorm.zip');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toMatch(/package/i);
    expect((await upload('invalid.zip', 'fr-CA')).json()).toEqual({ error: "Ce paquet n'a pas de fichier imsmanifest.xml à sa racine" });
    const notZip = await t.call({ method: 'POST', url: '/api/admin/scorm-packages', payload: { fileName: 'x.zip', data: Buffer.from('not a zip').toString('base64') }, cookies });
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json()).toEqual({ error: 'This file is not a valid zip archive' });
    const count = (await t.db.pool.query(`select count(*)::int as n from scorm_packages where file_name in ('invalid.zip', 'badscorm.zip', 'x.zip')`)).rows[0].n;
    expect(count).toBe(0);
  });
});

describe('reading packages', () => {
  it('lists packages newest first without their zip, and reads one with its lessons', async () => {
    const single = (await upload('singlescobasic.zip')).json();
    const list = await t.call({ method: 'GET', url: '/api/admin/scorm-packages', cookies });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBeGreaterThanOrEqual(2);
    expect(list.json().data[0]).toMatchObject({ id: single.id, title: single.title, fileName: 'singlescobasic.zip', assignedTo: [], registrants: 0 });
    expect(list.json().data[0]).not.toHaveProperty('zip');
    expect(list.json().data[0]).not.toHaveProperty('scos');

    const one = await t.call({ method: 'GET', url: `/api/admin/scorm-packages/${single.id}`, cookies, locale: 'fr-CA' });
    expect(one.statusCode).toBe(200);
    expect(one.json().scos).toEqual([{ id: 'item_1', title: 'Golf Explained', launchUrl: `/api/admin/scorm-packages/${single.id}/files/shared/launchpage.html?lang=fr` }]);
    const missing = await t.call({ method: 'GET', url: '/api/admin/scorm-packages/AAAAAAAAAAAAAAAAAAAAAA', cookies });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'This SCORM package does not exist' });
  });

  it('serves an uploaded package under /scorm/<id>/ with the third-party CSP, read from the database by a fresh instance', async () => {
    const single = (await upload('singlescobasic.zip')).json();
    const res = await t.call({ method: 'GET', url: `/scorm/${single.id}/shared/launchpage.html` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toBe(packageCsp(false));
    expect(res.headers['content-security-policy']).toContain("'unsafe-inline'");

    // Another server on the same database has nothing in memory: it reads the zip from PostgreSQL.
    const other = await createTestAppOn(database.url);
    try {
      const there = await other.app.inject({ method: 'GET', url: `/scorm/${single.id}/shared/launchpage.html` });
      expect(there.statusCode).toBe(200);
      expect(there.headers['content-security-policy']).toBe(packageCsp(false));
      expect(there.body).toBe(res.body);
    } finally {
      await other.close();
    }

    expect((await t.call({ method: 'GET', url: `/scorm/${single.id}/nothing-here.html` })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/scorm/AAAAAAAAAAAAAAAAAAAAAA/index.html' })).statusCode).toBe(404);
  });
});

describe('the package cache', () => {
  it('reads a stored package once, keeps at most STORED_PACKAGES_MAX, and does not keep a missing one', async () => {
    const zip = new Uint8Array(Buffer.from(fixture('singlescobasic.zip'), 'base64'));
    const reads: string[] = [];
    const registry = new PackageRegistry();
    registry.useStore(async (id) => {
      reads.push(id);
      return id.startsWith('pkg') ? zip : undefined;
    });
    const [a, b] = await Promise.all([registry.resolve('pkg-0'), registry.resolve('pkg-0')]);
    expect(a).toBe(b);
    expect(a).toMatchObject({ id: 'pkg-0', trusted: false, version: '1.2' });
    for (let i = 1; i <= STORED_PACKAGES_MAX; i++) await registry.resolve(`pkg-${i}`);
    await registry.resolve(`pkg-${STORED_PACKAGES_MAX}`);
    expect(reads.filter((id) => id === 'pkg-0')).toHaveLength(1);
    await registry.resolve('pkg-0'); // dropped as the least recently used: read again
    expect(reads.filter((id) => id === 'pkg-0')).toHaveLength(2);
    expect(await registry.resolve('missing')).toBeUndefined();
    expect(await registry.resolve('missing')).toBeUndefined();
    expect(reads.filter((id) => id === 'missing')).toHaveLength(2);
  });
});

describe('module assignments and versions', () => {
  it('lists the 12 slots, all on the course\'s own modules at first', async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/module-assignments', cookies });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(12);
    expect(res.json().data[0]).toEqual({ id: 'standard-fundamentals-en', variant: 'standard', moduleId: 'fundamentals', language: 'en', packageId: null, packageTitle: null, assignedAt: null, assignedBy: null });
    expect(res.json().data.map((s: { id: string }) => s.id)).toContain('pediatric-case-selection-fr');
  });

  it('gives new registrants the assigned package, keeps a registrant in progress on theirs, and goes back to the own module on null', async () => {
    const v1 = (await upload('singlescobasic.zip')).json();
    const v2 = (await upload('RuntimeMinimumCalls_SCORM12.zip')).json();
    const before = await newRegistration(t, { status: 'scorm' });
    expect((await modules(before.id))[0].launchUrl).toBe('/scorm/fundamentals/index.html?lang=en');
    // It saved progress on the course's own module: that module's state stays with that package.
    await t.call({ method: 'PATCH', url: '/api/scorm-modules/update', payload: { registrationId: before.id, moduleId: 'fundamentals', cmi: { lesson_status: 'incomplete', lesson_location: '2' } } });

    const put = await assign('standard/fundamentals/en', v1.id);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: 'standard-fundamentals-en', packageId: v1.id, packageTitle: v1.title, assignedBy: adminEmail, assignedAt: expect.any(String) });

    const early = await newRegistration(t, { status: 'scorm' });
    const earlyModules = await modules(early.id);
    expect(earlyModules[0].launchUrl).toBe(`/scorm/${v1.id}/shared/launchpage.html?lang=en`);
    expect(earlyModules[1].launchUrl).toBe('/scorm/digital-workflow/index.html?lang=en');
    expect((await t.call({ method: 'GET', url: earlyModules[0].launchUrl })).statusCode).toBe(200);
    expect((await modules(before.id))[0].launchUrl).toBe('/scorm/fundamentals/index.html?lang=en');
    // Only the English slot is assigned: a French learner and the pediatric course keep the own module.
    const french = await newRegistration(t, { status: 'scorm', locale: 'fr-CA' });
    expect((await modules(french.id, 'fr-CA'))[0].launchUrl).toBe('/scorm/fundamentals/index.html?lang=fr');
    const pediatric = await newRegistration(t, { status: 'scorm', offeringId: OFFERING.pediatricLive });
    expect((await modules(pediatric.id))[0].launchUrl).toBe('/scorm/fundamentals/index.html?lang=en');

    // Version 2: new registrants get it, the one who started with version 1 keeps it.
    await assign('standard/fundamentals/en', v2.id);
    const late = await newRegistration(t, { status: 'scorm' });
    expect((await modules(late.id))[0].launchUrl).toMatch(new RegExp(`^/scorm/${v2.id}/`));
    expect((await modules(early.id))[0].launchUrl).toBe(`/scorm/${v1.id}/shared/launchpage.html?lang=en`);

    const list = (await t.call({ method: 'GET', url: '/api/admin/scorm-packages', cookies })).json().data as { id: string; registrants: number; assignedTo: unknown[] }[];
    expect(list.find((p) => p.id === v1.id)).toMatchObject({ registrants: 1, assignedTo: [] });
    expect(list.find((p) => p.id === v2.id)).toMatchObject({ registrants: 1, assignedTo: [{ variant: 'standard', moduleId: 'fundamentals', language: 'en' }] });

    const reset = await assign('standard/fundamentals/en', null);
    expect(reset.json()).toMatchObject({ packageId: null, packageTitle: null, assignedAt: null });
    const after = await newRegistration(t, { status: 'scorm' });
    expect((await modules(after.id))[0].launchUrl).toBe('/scorm/fundamentals/index.html?lang=en');
    expect((await modules(late.id))[0].launchUrl).toMatch(new RegExp(`^/scorm/${v2.id}/`));

    const entries = await auditOf('module_assignment', 'standard-fundamentals-en');
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['assign', { packageId: null }, { packageId: v1.id }],
      ['assign', { packageId: v1.id }, { packageId: v2.id }],
      ['assign', { packageId: v2.id }, { packageId: null }],
    ]);
  });

  it('refuses an unknown package, module, course or language', async () => {
    const unknown = await assign('standard/fundamentals/en', 'AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'This SCORM package does not exist' });
    expect((await assign('standard/module-4/en', null)).statusCode).toBe(400);
    expect((await assign('onboarding/fundamentals/en', null)).statusCode).toBe(400);
    expect((await assign('standard/fundamentals/de', null)).statusCode).toBe(400);
  });
});
