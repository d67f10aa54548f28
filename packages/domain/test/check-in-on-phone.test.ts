import { describe, expect, it } from 'vitest';
import { countsOnPhone, judgeOnPhone, type PhoneScan } from '../src/check-in/on-phone';
import type { RosterTicket } from '../src/check-in/roster';

const ticket = (digest: string, over: Partial<RosterTicket> = {}): RosterTicket => ({
  digest, ticketId: `id-${digest}`, name: `Holder ${digest}`, role: 'registrant', valid: true, checkedInAt: null, checkedInBy: null, flagged: false, ...over,
});
const roster = {
  tickets: [ticket('fresh'), ticket('gone', { valid: false }), ticket('in', { checkedInAt: '2027-06-05T14:02:00.000Z', checkedInBy: 'Jordan Lee' }), ticket('queued')],
};
const queued: PhoneScan[] = [
  { digest: 'queued', scannedAt: '2027-06-05T14:05:00.000Z', admitted: true },
  { digest: 'gone', scannedAt: '2027-06-05T14:06:00.000Z', admitted: false },
];

describe('a scan judged on the phone', () => {
  it.each([
    ['fresh', 'checked_in', null, null],
    ['gone', 'voided', null, null],
    ['in', 'already', '2027-06-05T14:02:00.000Z', 'Jordan Lee'],
    ['queued', 'already', '2027-06-05T14:05:00.000Z', null],
    ['nobody', 'unknown', null, null],
  ])('%s: %s', (digest, outcome, at, by) => {
    expect(judgeOnPhone(roster, queued, digest)).toMatchObject({ outcome, checkedInAt: at, checkedInBy: by });
  });

  it('knows nothing without a list', () => {
    expect(judgeOnPhone(null, queued, 'fresh').outcome).toBe('unknown');
  });

  it('counts the valid tickets, checked in by the list or let in by this phone', () => {
    expect(countsOnPhone(roster, queued)).toEqual({ expected: 3, checkedIn: 2 });
    expect(countsOnPhone(roster, [])).toEqual({ expected: 3, checkedIn: 1 });
  });
});
