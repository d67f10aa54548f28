import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { safeCell } from '@portal/domain/certificates/roster';
import { formatDate } from '@portal/domain/locale/format';
import type { Locale } from '@portal/domain/locale/locales';
import { PRIVACY_SOURCES, type PrivacyFindings } from '@portal/domain/privacy/request-api';
import { translator } from '../../platform/i18n';
import { SOURCE_FIELDS } from './columns';

/** The CSV file of each source in the archive (file names stay English: they are names, not texts). */
export const csvFileName = (source: string) => `${source.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.csv`;

/**
 * The answer to an access request: one ZIP with everything.json (every record, as the findings
 * show them), one CSV per source that holds something, headed in the request's locale, and a
 * README in that locale saying what each file is, what tax law keeps out of it, and how long the
 * CE records of the courses attended are kept (also after an erasure, in a minimal form).
 */
export function exportArchive(findings: PrivacyFindings, locale: Locale, ceRecordYears: number, now = new Date()): Uint8Array {
  const t = translator(locale);
  const files: Zippable = {};
  const used = PRIVACY_SOURCES.filter((s) => findings.records.some((r) => r.source === s));
  for (const source of used) {
    const fields = SOURCE_FIELDS[source];
    const columns = ['id', 'createdAt', 'summary', ...fields];
    const header = columns.map((c) => t(`privacy-requests:export.columns.${c}`));
    const rows = findings.records
      .filter((r) => r.source === source)
      .map((r) => [r.id, r.createdAt, r.summary, ...fields.map((f) => r.fields[f] ?? '')].map((v) => safeCell(String(v))));
    files[csvFileName(source)] = strToU8(stringify([header, ...rows], { bom: true, record_delimiter: 'windows' }));
  }
  files['everything.json'] = strToU8(JSON.stringify({ exportedAt: now.toISOString(), ...findings }, null, 2));
  const readme = [
    t('privacy-requests:export.readme.title'),
    t('privacy-requests:export.readme.intro', { email: findings.email, date: formatDate(now, locale) }),
    used.length === 0 ? t('privacy-requests:export.readme.empty') : '',
    `- ${t('privacy-requests:export.readme.json')}`,
    ...used.map((s) => `- ${t('privacy-requests:export.readme.csv', { file: csvFileName(s), source: t(`privacy-requests:export.sources.${s}`) })}`),
    findings.retained.receipts + findings.retained.payments > 0 ? t('privacy-requests:export.readme.retained', findings.retained) : '',
    // The CE records' years, and what an erasure would leave of them (issue 52, item 5).
    findings.retained.ceRecords > 0 ? t('privacy-requests:export.readme.ceRecords', { count: findings.retained.ceRecords, years: ceRecordYears }) : '',
  ].filter(Boolean);
  files['README.txt'] = strToU8(`${readme.join('\r\n\r\n')}\r\n`);
  return zipSync(files, { level: 6, mtime: now });
}
