import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAN, STAFF_ROLES, type StaffRole } from '@portal/domain/staff/roles';
import { packageCsp } from '../src/platform/scorm/routes';
import { newStaff, signIn, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The back office's preview of an uploaded SCORM package (issue 10): its files are served under
 * /api/admin/ to signed-in staff who may read content only, with the same path checks and CSP as
 * the registrants' /scorm/ files, and previewing records nothing.
 */
const FIXTURES = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'fixtures', 'scorm');
const ZIP = readFileSync(join(FIXTURES, 'singlescobasic.zip')).toString('base64');

let t: TestApp;
const staff = {} as Record<StaffRole, TestStaff>;
const cookies = {} as Record<StaffRole, Record<string, string>>;
let packageId: string;
let files: string;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) {
    staff[role] = await newStaff(t, role);
    cookies[role] = await signIn(t, staff[role]);
  }
  const uploaded = await t.call({ method: 'POST', url: '/api/admin/scorm-packages', payload: { fileName: 'singlescobasic.zip', data: ZIP }, cookies: cookies.operations });
  expect(uploaded.statusCode).toBe(201);
  packageId = uploaded.json().id;
  files = `/api/admin/scorm-packages/${packageId}/files`;
}, 60_000);
afterAll(() => t.close());

const get = (url: string, who?: Record<string, string>) => t.call({ method: 'GET', url, cookies: who });
const counts = async () =>
  (await t.db.pool.query(`select (select count(*) from scorm_progress)::int as progress, (select count(*) from registration_module_packages)::int as pins,
    (select count(*) from registrations)::int as registrations, (select count(*) from audit_log)::int as audit`)).rows[0];

describe('the preview files route', () => {
  it('gives the lessons preview URLs under the staff-only route', async () => {
    const one = await get(`/api/admin/scorm-packages/${packageId}`, cookies.viewer);
    expect(one.json().scos).toEqual([{ id: 'item_1', title: 'Golf Explained', launchUrl: `${files}/shared/launchpage.html?lang=en` }]);
  });

  it('refuses anonymous callers, unknown sessions and disabled staff', async () => {
    const anonymous = await get(`${files}/shared/launchpage.html`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'signInRequired' });
    expect(anonymous.body).not.toContain('<html');
    expect((await get(`${files}/shared/launchpage.html`, { portal_staff: 'not-a-session' })).statusCode).toBe(401);

    const leaving = await newStaff(t, 'viewer');
    const session = await signIn(t, leaving);
    expect((await get(`${files}/shared/launchpage.html`, session)).statusCode).toBe(200);
    const disabled = await t.call({ method: 'POST', url: `/api/admin/staff/${leaving.id}/disable`, cookies: cookies.administrator });
    expect(disabled.statusCode).toBe(200);
    expect((await get(`${files}/shared/launchpage.html`, session)).statusCode).toBe(401);
  });

  it('serves a file of the package to every role that may read content, and refuses the others', async () => {
    const registrants = await get(`/scorm/${packageId}/shared/launchpage.html`);
    for (const role of STAFF_ROLES) {
      const res = await get(`${files}/shared/launchpage.html`, cookies[role]);
      if (!(CAN.readContent as readonly StaffRole[]).includes(role)) {
        expect(res.statusCode, role).toBe(403);
        continue;
      }
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toBe(packageCsp(false));
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(registrants.body);
      expect(res.body).toContain('contentFrame');
    }
    const image = await get(`${files}/Playing/playing.jpg`, cookies.educator);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses paths out of the package, and files or packages that do not exist', async () => {
    // imsmanifest.xml is at the package's root; a path that climbs to it must not reach it. Sent
    // raw over HTTP: a URL parser (and inject's) would resolve the '..' before the server sees it.
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const raw = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const { hostname, port } = new URL(address);
        const headers = { cookie: `portal_staff=${encodeURIComponent(cookies.viewer.portal_staff)}` };
        const req = request({ hostname, port, path: `${files}/${path}`, headers }, (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (c) => (body += c)).on('end', () => resolve({ status: res.statusCode!, body }));
        });
        req.on('error', reject).end();
      });
    expect((await raw('imsmanifest.xml')).status).toBe(200);
    expect((await raw('shared/launchpage.html')).status).toBe(200);
    for (const path of [
      'shared/../imsmanifest.xml', 'shared/%2e%2e/imsmanifest.xml', 'shared%2F..%2Fimsmanifest.xml', 'shared/..%5Cimsmanifest.xml', 'shared\\..\\imsmanifest.xml',
      './imsmanifest.xml', '%2Fimsmanifest.xml', 'shared//launchpage.html', '../../../../etc/passwd', '..%2F..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await raw(path);
      expect([400, 404], path).toContain(res.status);
      expect(res.body, path).not.toContain('<manifest');
      expect(res.body, path).not.toContain('root:');
    }
    expect((await get(`${files}/nothing-here.html`, cookies.viewer)).statusCode).toBe(404);
    expect((await get('/api/admin/scorm-packages/AAAAAAAAAAAAAAAAAAAAAA/files/shared/launchpage.html', cookies.viewer)).statusCode).toBe(404);
    // The course's own modules are not uploaded packages: not served here.
    expect((await get('/api/admin/scorm-packages/fundamentals/files/index.html', cookies.viewer)).statusCode).toBe(400);
  });

  it('records nothing: no progress, no registration, no audit entry', async () => {
    const before = await counts();
    await get(`/api/admin/scorm-packages/${packageId}`, cookies.operations);
    for (const path of ['shared/launchpage.html', 'shared/scormfunctions.js', 'Playing/Playing.html']) {
      expect((await get(`${files}/${path}`, cookies.operations)).statusCode).toBe(200);
    }
    expect(await counts()).toEqual(before);
    const list = (await get('/api/admin/scorm-packages', cookies.operations)).json().data as { id: string; registrants: number }[];
    expect(list.find((p) => p.id === packageId)).toMatchObject({ registrants: 0 });
  });
});
