import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Status } from '@portal/domain/registration/status';
import type { TestApp } from './test-app';

/** Shared set-up of the certificate tests: attendees, attendance marking, reading PDFs. */
let n = 0;
export async function attendee(
  t: TestApp,
  offeringId: string,
  opts: { status?: Status; locale?: string; firstName?: string; lastName?: string; agdNumber?: string } = {},
): Promise<{ id: string; email: string }> {
  const email = `attendee.${Date.now()}.${++n}@example.com`;
  const res = await t.call({ method: 'POST', url: '/api/dev/registrations', payload: { offeringId, status: opts.status ?? 'confirmation', locale: opts.locale, email } });
  if (res.statusCode !== 200) throw new Error(`fixture: ${res.statusCode} ${res.body}`);
  const { id } = res.json();
  if (opts.firstName || opts.lastName || opts.agdNumber) {
    await t.db.pool.query(
      `update registrations set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
         information = information || jsonb_build_object('agdNumber', coalesce($4, ''))
       where id = $1`,
      [id, opts.firstName ?? null, opts.lastName ?? null, opts.agdNumber ?? null],
    );
  }
  return { id, email };
}

/** A staff API token (operations role) for each test app, made once through the development fixture. */
const tokens = new WeakMap<TestApp, Promise<string>>();
export function attendanceToken(t: TestApp): Promise<string> {
  if (!tokens.has(t)) tokens.set(t, t.call({ method: 'POST', url: '/api/dev/staff/api-token', payload: { role: 'operations' } }).then((r) => r.json().token as string));
  return tokens.get(t)!;
}

/** POST /api/attendance as automation calls it: a person's API token, no browser cookies. */
export async function markViaApi(t: TestApp, payload: unknown, token?: string | null) {
  if (token === undefined) token = await attendanceToken(t);
  return t.app.inject({
    method: 'POST',
    url: '/api/attendance',
    payload: payload as object,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
}

export async function mark(t: TestApp, offeringId: string, ...emails: string[]) {
  const res = await markViaApi(t, { offeringId, emails });
  if (res.statusCode !== 200) throw new Error(`mark: ${res.statusCode} ${res.body}`);
  return res.json().results as { email: string; outcome: string; registrationId?: string }[];
}

/** The text of a PDF as poppler's pdftotext reads it (what a person or a screen reader gets). */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Decodes the first QR code among the PDF's images (poppler's pdfimages extracts them). */
export function pdfQrCode(pdf: Buffer): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'portal-qr-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    execFileSync('pdfimages', ['-png', join(dir, 'doc.pdf'), join(dir, 'img')]);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.png'))) {
      const png = PNG.sync.read(readFileSync(join(dir, file)));
      // Give the decoder a white quiet zone around the code, as on paper.
      const pad = 16;
      const canvas = new PNG({ width: png.width + 2 * pad, height: png.height + 2 * pad });
      canvas.data.fill(255);
      PNG.bitblt(png, canvas, 0, 0, png.width, png.height, pad, pad);
      const rgba = new Uint8ClampedArray(canvas.data.buffer, canvas.data.byteOffset, canvas.data.length);
      const code = jsQR(rgba, canvas.width, canvas.height);
      if (code) return code.data;
    }
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
