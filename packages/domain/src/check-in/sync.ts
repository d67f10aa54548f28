import { z } from 'zod';
import { MSG } from '../http/validation';
import { CheckInCountsSchema } from './answers';
import { SCAN_OUTCOMES } from './rules';

/**
 * Scans made on a phone without network, sent once it is back (issue 43): POST
 * /api/admin/sessions/:id/check-in/sync. Each scan carries the phone's random key (a scan sent
 * twice counts once), the ticket's digest (never the token: domain check-in/roster.ts), the phone's
 * time of the scan (the earliest scan of a ticket wins) and whether the phone let the person in (a
 * ticket void by then is flagged to staff rather than silently accepted). The phone sends its
 * queue in order, at most SYNC_BATCH scans a request.
 */
export const SYNC_BATCH = 50;

export const QueuedScanSchema = z.object({
  key: z.uuid({ error: MSG.invalid }),
  digest: z.string({ error: MSG.invalid }).regex(/^[A-Za-z0-9_-]{43}$/, { error: MSG.invalid }),
  scannedAt: z.iso.datetime({ error: MSG.invalid }),
  admitted: z.boolean({ error: MSG.invalid }).describe('The phone let the person in (it judged the ticket valid)'),
});
export type QueuedScan = z.infer<typeof QueuedScanSchema>;

export const CheckInSyncSchema = z.object({
  scans: z.array(QueuedScanSchema, { error: MSG.invalid }).min(1, { error: MSG.required }).max(SYNC_BATCH, { error: MSG.tooLong }),
});

export const SyncedScanSchema = z.object({
  key: z.string(),
  outcome: z.enum(SCAN_OUTCOMES).describe('checked_in: this scan was the first; already: a repeat (the first scan is named below); voided, unknown: refused'),
  person: z.object({ name: z.string(), role: z.string() }).nullable(),
  checkedInAt: z.iso.datetime().nullable().describe('When the person was first checked in (the earliest scan), as the server holds it now'),
  checkedInBy: z.string().nullable(),
  flagged: z.boolean().describe('Let in offline on a ticket no longer valid at sync: staff should check'),
});
export type SyncedScan = z.infer<typeof SyncedScanSchema>;

export const CheckInSyncAnswerSchema = z
  .object({ scans: z.array(SyncedScanSchema), counts: CheckInCountsSchema })
  .describe('Each scan\'s outcome, in the order sent, with the ticket\'s true state, and the session\'s counts after them')
  .meta({
    examples: [
      {
        scans: [
          { key: '5f0c3c7e-3f2a-4d55-9d7a-0c8e1b0d6a11', outcome: 'already', person: { name: 'Maya Chen', role: 'registrant' }, checkedInAt: '2027-06-05T12:47:03.000Z', checkedInBy: 'Jordan Lee', flagged: false },
        ],
        counts: { checkedIn: 18, expected: 42 },
      },
    ],
  });
export type CheckInSyncAnswer = z.infer<typeof CheckInSyncAnswerSchema>;
