import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Download } from '@playwright/test';
import { PRIVACY_REQUEST_CONFIRM_PATH } from '@portal/domain/privacy/paths';
import { mailTo } from './fixtures';

/** A surname no other run shares (letters only: the registration form's name rule refuses digits). */
export const uniqueSurname = (base: string) => `${base}${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** The path and query of the confirmation link mailed after the public form (the mail names the portal's public address). */
export async function confirmationLink(request: APIRequestContext, email: string): Promise<string> {
  const pattern = new RegExp(`${PRIVACY_REQUEST_CONFIRM_PATH.replace(/\//g, '\\/')}\\?\\S+`);
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailTo(request, email)).map((m) => pattern.exec(m.text)?.[0]).find(Boolean);
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** The files of a downloaded ZIP and the text of one of them, read by Debian's unzip. */
export async function zipContents(download: Download, file: string): Promise<{ files: string[]; text: string }> {
  const path = await download.path();
  const files = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).split('\n').filter(Boolean);
  return { files, text: execFileSync('unzip', ['-p', path, file], { encoding: 'utf8' }) };
}

/** The verification code printed on an attendee's certificate (its PDF read by poppler's pdftotext). */
export async function certificateCode(request: APIRequestContext, email: string, pdfPath: string): Promise<string> {
  const res = await request.get(`/api/certificate/${encodeURIComponent(email)}`);
  const { certificates } = (await res.json()) as { certificates: { certificateUrl: string }[] };
  const pdf = await request.get(certificates[0].certificateUrl);
  writeFileSync(pdfPath, await pdf.body());
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' });
  return /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(text)![0];
}
