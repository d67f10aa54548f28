import { ISSUER } from '@portal/domain/certificates/company';
import type { Recognition } from '@portal/domain/ce-records/disclosure';

/**
 * The company's CE recognitions printed on certificates and letters (issue 52, item 3): a claim
 * about the company, so only what the configuration says, never a default. Unset: nothing claimed
 * (no wording at all), in development and tests too.
 *   ADA_CERP_PROVIDER=true                  the company is an ADA CERP Recognized Provider
 *   AGD_PACE_PROVIDER_ID=218476             its AGD PACE provider ID, with the current approval
 *   AGD_PACE_APPROVED_FROM / _TO=YYYY-MM-DD period, which PACE's statement must carry
 *   CE_PROVIDER_NAME                        the name the statements give (default: the issuer's)
 */
export interface RecognitionEnv {
  ADA_CERP_PROVIDER?: string;
  AGD_PACE_PROVIDER_ID?: string;
  AGD_PACE_APPROVED_FROM?: string;
  AGD_PACE_APPROVED_TO?: string;
  CE_PROVIDER_NAME?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (v: string) => DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** Returns the recognitions, or a problem to report as a ConfigError. */
export function recognitionFrom(env: RecognitionEnv): Recognition | { problem: string } {
  const value = (name: keyof RecognitionEnv) => env[name]?.trim() || undefined;
  const cerp = value('ADA_CERP_PROVIDER') ?? 'false';
  if (cerp !== 'true' && cerp !== 'false') return { problem: `ADA_CERP_PROVIDER must be true or false, not '${cerp}'.` };
  const id = value('AGD_PACE_PROVIDER_ID');
  const from = value('AGD_PACE_APPROVED_FROM');
  const to = value('AGD_PACE_APPROVED_TO');
  let agdPace: Recognition['agdPace'] = null;
  if (id || from || to) {
    if (!id || !/^\d{1,10}$/.test(id)) return { problem: `AGD_PACE_PROVIDER_ID must be the AGD PACE provider ID (digits) when AGD_PACE_APPROVED_FROM or _TO is set; got '${id ?? ''}'.` };
    // PACE's statement carries the current approval period: without it the claim is not the standard one.
    if (!from || !validDay(from) || !to || !validDay(to)) return { problem: 'AGD_PACE_APPROVED_FROM and AGD_PACE_APPROVED_TO must be the dates of the current PACE approval (YYYY-MM-DD) when AGD_PACE_PROVIDER_ID is set: the PACE statement prints them.' };
    if (from > to) return { problem: `AGD_PACE_APPROVED_FROM (${from}) is after AGD_PACE_APPROVED_TO (${to}).` };
    agdPace = { providerId: id, approvedFrom: from, approvedTo: to };
  }
  return { providerName: value('CE_PROVIDER_NAME') ?? ISSUER.company, adaCerp: cerp === 'true', agdPace };
}
