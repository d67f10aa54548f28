import { describe, expect, it } from 'vitest';
import type { EvaluationQuestion } from '../src/ce-records/evaluation';
import {
  DEFAULT_CE_RECORD_YEARS,
  ceRecordDate,
  ceRecordExpired,
  ceRecordKeptUntil,
  ceRecordPeriod,
  keptAtErasure,
  minimalEvaluationAnswers,
  rosterSubmissionDate,
  type CeRecordFacts,
  type ErasedPerson,
} from '../src/ce-records/record-keeping';
import { DEFAULT_RETENTION } from '../src/privacy/retention';

/** Which CE records outlive the retention periods and an erasure, for how long, and in what form (issue 52, item 5). */
const session = new Date('2026-05-09T13:00:00Z');
const marked = new Date('2026-05-09T17:45:00Z');
const live: CeRecordFacts = { courseType: 'live', sessionStartsAt: session, attendedAt: marked };
const onDemand: CeRecordFacts = { courseType: 'on_demand', sessionStartsAt: null, attendedAt: new Date('2026-08-20T22:10:00Z') };
const maya: ErasedPerson = {
  role: 'registrant', firstName: ' Maya ', lastName: 'Chen',
  information: { agdNumber: ' 123456 ', phone: '514 555 0100', address1: '1 Main St', licenseNumber: 'QC-998', npiNumber: '1234567893', dietaryRestrictions: 'vegan', hotel: 'Omni' },
};
const years = DEFAULT_CE_RECORD_YEARS;

describe('the period', () => {
  it('is 6 years by default, the retention rule counting the same in months', () => {
    expect(DEFAULT_CE_RECORD_YEARS).toBe(6);
    expect(DEFAULT_RETENTION.ce_records).toEqual(ceRecordPeriod(DEFAULT_CE_RECORD_YEARS));
    expect(ceRecordPeriod(10)).toEqual({ months: 120 });
  });

  it('keeps a record through exactly 6 years after its date, and not one millisecond more', () => {
    const until = ceRecordKeptUntil(session, 6);
    expect(until.toISOString()).toBe('2032-05-09T13:00:00.000Z');
    expect(ceRecordExpired(session, 6, until)).toBe(false);
    expect(ceRecordExpired(session, 6, new Date(until.getTime() + 1))).toBe(true);
    expect(ceRecordExpired(session, 6, new Date('2031-12-31T00:00:00Z'))).toBe(false);
    // Control: a shorter setting lets the same record go sooner; a longer one keeps it.
    expect(ceRecordExpired(session, 5, new Date('2031-06-01T00:00:00Z'))).toBe(true);
    expect(ceRecordExpired(session, 7, new Date('2032-06-01T00:00:00Z'))).toBe(false);
  });

  it('counts 29 February to 28 February of a common year', () => {
    expect(ceRecordKeptUntil(new Date('2028-02-29T10:00:00Z'), 6).toISOString()).toBe('2034-02-28T10:00:00.000Z');
    expect(ceRecordKeptUntil(new Date('2028-02-29T10:00:00Z'), 4).toISOString()).toBe('2032-02-29T10:00:00.000Z');
  });
});

describe('what is a CE record, and its date', () => {
  it('a live course counts from the session date, not when attendance was marked', () => {
    expect(ceRecordDate(live)).toEqual(session);
  });

  it('a registration moved between sessions counts from the session it attended', () => {
    // The facts are the attendance's session (the one attended), whatever the registration is on now.
    const attendedBeforeMove: CeRecordFacts = { courseType: 'live', sessionStartsAt: new Date('2026-03-14T14:00:00Z'), attendedAt: new Date('2026-03-14T18:00:00Z') };
    expect(ceRecordDate(attendedBeforeMove)?.toISOString()).toBe('2026-03-14T14:00:00.000Z');
  });

  it('the on-demand course counts from its completion', () => {
    expect(ceRecordDate(onDemand)?.toISOString()).toBe('2026-08-20T22:10:00.000Z');
    expect(ceRecordKeptUntil(ceRecordDate(onDemand)!, 6).toISOString()).toBe('2032-08-20T22:10:00.000Z');
  });

  it('a record without attendance is not a CE record', () => {
    expect(ceRecordDate({ ...live, attendedAt: null })).toBeNull();
    expect(ceRecordDate({ ...onDemand, attendedAt: null })).toBeNull();
    expect(keptAtErasure(maya, { ...live, attendedAt: null }, years, new Date('2026-06-01T00:00:00Z'))).toBeNull();
  });

  it('an AGD roster marked sent counts from the session, or the end of the month of completion on demand', () => {
    expect(rosterSubmissionDate('live', session, '')).toEqual(session);
    expect(rosterSubmissionDate('on_demand', null, '2026-12')?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(rosterSubmissionDate('on_demand', null, '')).toBeNull();
  });
});

describe('what an erasure keeps', () => {
  const now = new Date('2026-06-01T00:00:00Z');

  it('the minimal form: the name and the AGD member ID, nothing else of the form', () => {
    const kept = keptAtErasure(maya, live, years, now)!;
    expect(kept).toEqual({ firstName: 'Maya', lastName: 'Chen', agdNumber: '123456', ceDate: session, keptUntil: new Date('2032-05-09T13:00:00Z') });
    // No licence or NPI number, phone, address, dietary needs or hotel: the record has no field for them.
    expect(Object.keys(kept).sort()).toEqual(['agdNumber', 'ceDate', 'firstName', 'keptUntil', 'lastName']);
  });

  it('a missing or malformed AGD number is not kept (it was never reported to AGD)', () => {
    expect(keptAtErasure({ ...maya, information: { agdNumber: '12345' } }, live, years, now)?.agdNumber).toBeNull();
    expect(keptAtErasure({ ...maya, information: {} }, live, years, now)?.agdNumber).toBeNull();
    expect(keptAtErasure({ ...maya, information: null }, onDemand, years, now)).toMatchObject({ firstName: 'Maya', agdNumber: null });
  });

  it('a team member keeps nothing: the attendance and certificate are the registrant\'s', () => {
    expect(keptAtErasure({ ...maya, role: 'team_member' }, live, years, now)).toBeNull();
    // Control: the same facts for the registrant keep the minimal form.
    expect(keptAtErasure(maya, live, years, now)).not.toBeNull();
  });

  it('a record already past its years keeps nothing', () => {
    expect(keptAtErasure(maya, live, years, new Date('2032-05-09T13:00:00.001Z'))).toBeNull();
    expect(keptAtErasure(maya, live, years, new Date('2032-05-09T13:00:00.000Z'))).not.toBeNull();
  });
});

describe('an evaluation kept after an erasure', () => {
  const questions: EvaluationQuestion[] = [
    { id: 'objectives_met', kind: 'rating' },
    { id: 'commercial_bias', kind: 'yes_no' },
    { id: 'what_to_change', kind: 'text' },
  ];

  it('keeps the ratings and yes/no answers, not the free texts or comments', () => {
    const answers = { objectives_met: 4, commercial_bias: { answer: true, comment: 'Dr. Chen at Bright Smiles said so' }, what_to_change: 'Call me, Maya' };
    expect(minimalEvaluationAnswers(questions, answers)).toEqual({ objectives_met: 4, commercial_bias: { answer: true } });
  });

  it('reads an answer to a question since removed by its shape', () => {
    expect(minimalEvaluationAnswers([], { old_rating: 2, old_text: 'my practice', old_yes: { answer: false } })).toEqual({ old_rating: 2, old_yes: { answer: false } });
  });
});
