import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Download } from '@playwright/test';
import { apiPost } from './fixtures';

/** Demo sessions of the schedule seed (apps/server/src/features/schedule/seed.ts) that the journeys use. */
export const SESSIONS = {
  toronto: 'fZPYMXH2kWsTuEF4WwZ9xw',
  losAngelesSoldOut: 'BdBy3M5_QTOHu49ObuvaAg',
  pastMiami: '1tUZxrkCEo1U8WAT8br44w',
  pastVirtualFrench: 'CkrkvgvC279bivtRU_pEuQ',
} as const;

/**
 * Automation's call: POST /api/attendance with a staff member's API token (an operations account's,
 * from the development fixture: the e2e server runs in development mode).
 */
export async function markAttendance(request: APIRequestContext, offeringId: string, emails: string[]) {
  const made = await apiPost(request, '/api/dev/staff/api-token', { role: 'operations' });
  if (!made.ok()) throw new Error(`api token: ${made.status()} ${await made.text()}`);
  const { token } = (await made.json()) as { token: string };
  const res = await request.post('/api/attendance', { data: { offeringId, emails }, headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`attendance: ${res.status()} ${await res.text()}`);
  return (await res.json()).results as { email: string; outcome: string }[];
}

/** A downloaded PDF's text, read by poppler's pdftotext, with line breaks folded to spaces. */
export async function downloadedPdfText(download: Download): Promise<string> {
  const path = await download.path();
  return execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
