import { describe, expect, it } from 'vitest';
import { TranscriptQuerySchema, transcriptOf, type TranscriptCourse, type TranscriptRecord } from '../src/ce-records/transcript';

const course = (over: Partial<TranscriptCourse>): TranscriptCourse => ({
  id: 'live-1', courseType: 'live', modality: 'in_person', titleEn: 'Clear aligner fundamentals', titleFr: 'Principes fondamentaux',
  startsAt: new Date('2027-03-13T14:00:00Z'), timeZone: 'America/Chicago', deliveryMethod: null, agdSubjectCode: '370', ...over,
});

let n = 0;
const record = (over: Partial<TranscriptRecord>, c: Partial<TranscriptCourse> = {}): TranscriptRecord => ({
  registrationId: `r${++n}`, email: 'jane@example.com', ended: false, attendedAt: new Date('2027-03-13T15:00:00Z'),
  course: course(c), certificate: { verificationCode: `CODE-${n}`, ceHours: 7 }, ...over,
});

describe("a dentist's transcript", () => {
  it('lists three courses in two subject codes by date, with the totals per code and overall', () => {
    const records = [
      record({ certificate: { verificationCode: 'K7QF-2M9X-PD4T-8WNR', ceHours: 7 } }, { id: 'a', startsAt: new Date('2027-05-02T14:00:00Z') }),
      record({ certificate: { verificationCode: 'P3DX-77AA-QQ2M-4K9T', ceHours: 3.5 } }, { id: 'b', agdSubjectCode: '430', startsAt: new Date('2027-01-20T14:00:00Z') }),
      record({ certificate: { verificationCode: 'Z9ZZ-1111-2222-3333', ceHours: 7.5 } }, { id: 'c', startsAt: new Date('2027-03-13T14:00:00Z') }),
    ];
    const t = transcriptOf('jane@example.com', records);
    expect(t.lines.map((l) => [l.day, l.course.id, l.agdSubjectCode, l.ceHours, l.verificationCode])).toEqual([
      ['2027-01-20', 'b', '430', 3.5, 'P3DX-77AA-QQ2M-4K9T'],
      ['2027-03-13', 'c', '370', 7.5, 'Z9ZZ-1111-2222-3333'],
      ['2027-05-02', 'a', '370', 7, 'K7QF-2M9X-PD4T-8WNR'],
    ]);
    expect(t.totals).toEqual([
      { agdSubjectCode: '370', ceHours: 14.5, courses: 2 },
      { agdSubjectCode: '430', ceHours: 3.5, courses: 1 },
    ]);
    expect(t.totalHours).toBe(18);
  });

  it('reads every registration of the address whatever its case, and nobody else (a team member or another dentist)', () => {
    const t = transcriptOf('Jane@Example.com ', [
      record({ email: 'JANE@example.com' }),
      record({ email: 'jane@example.com' }),
      // Another registrant whose team Jane was on: the registration is theirs, not Jane's.
      record({ email: 'boss@clinic.example' }),
    ]);
    expect(t.lines).toHaveLength(2);
    expect(t.totalHours).toBe(14);
  });

  it('counts only attended, certified registrations that were not cancelled or refunded since, nor held for their evaluation', () => {
    const t = transcriptOf('jane@example.com', [
      record({ certificate: { verificationCode: 'KEEP', ceHours: 2 } }),
      record({ attendedAt: null, certificate: null }),
      // Marked present before the start: the certificate (and its hours) come at the start.
      record({ certificate: null }),
      record({ ended: true }),
      // Its certificate waits for the course's evaluation (staff's choice): so does the line.
      record({ certificate: { verificationCode: 'HELD', ceHours: 3, held: true } }),
    ]);
    expect(t.lines.map((l) => l.verificationCode)).toEqual(['KEEP']);
    expect(t.totalHours).toBe(2);
  });

  it('prints the session attended for a registration moved after attending', () => {
    // The record carries the session attendance names (the server reads attendance's session).
    const moved = record({}, { id: 'attended-here', titleEn: 'Attended session' });
    expect(transcriptOf('jane@example.com', [moved]).lines[0].course.id).toBe('attended-here');
  });

  it("dates a live session by its first day in its own zone and the on-demand course by completion", () => {
    const late = record({}, { startsAt: new Date('2027-03-14T03:00:00Z'), timeZone: 'America/Los_Angeles' });
    const od = record({ attendedAt: new Date('2027-04-30T23:30:00Z') }, { courseType: 'on_demand', startsAt: null, timeZone: 'America/Toronto' });
    const t = transcriptOf('jane@example.com', [late, od]);
    expect(t.lines.map((l) => [l.day, l.deliveryMethod])).toEqual([
      ['2027-03-13', 'lecture'],
      ['2027-04-30', 'self_instruction'],
    ]);
  });

  it("includes the period's first and last days, and lists only the period's lines", () => {
    const records = ['2027-01-31', '2027-02-01', '2027-06-30', '2027-07-01'].map((d) => record({}, { startsAt: new Date(`${d}T15:00:00Z`) }));
    const t = transcriptOf('jane@example.com', records, { from: '2027-02-01', to: '2027-06-30' });
    expect(t.lines.map((l) => l.day)).toEqual(['2027-02-01', '2027-06-30']);
    expect(t.totalHours).toBe(14);
    // Control: without the period, all four.
    expect(transcriptOf('jane@example.com', records).lines).toHaveLength(4);
    expect(transcriptOf('jane@example.com', records, { from: '2027-02-02' }).lines.map((l) => l.day)).toEqual(['2027-06-30', '2027-07-01']);
  });

  it('totals a course without a subject code apart, after the codes', () => {
    const t = transcriptOf('jane@example.com', [record({}, { agdSubjectCode: null }), record({}, { agdSubjectCode: ' ' }), record({}, { agdSubjectCode: '070' })]);
    expect(t.totals).toEqual([
      { agdSubjectCode: '070', ceHours: 7, courses: 1 },
      { agdSubjectCode: null, ceHours: 14, courses: 2 },
    ]);
  });

  it('adds tenths of hours exactly', () => {
    const t = transcriptOf('jane@example.com', [0.1, 0.2, 1.3].map((h) => record({ certificate: { verificationCode: 'X', ceHours: h } })));
    expect(t.totalHours).toBe(1.6);
    expect(t.totals[0].ceHours).toBe(1.6);
  });

  it('counts a registration once even when read twice', () => {
    const r = record({});
    expect(transcriptOf('jane@example.com', [r, r]).lines).toHaveLength(1);
  });
});

describe("the transcript's period", () => {
  it('takes two optional days, empty meaning none', () => {
    expect(TranscriptQuerySchema.parse({})).toEqual({});
    expect(TranscriptQuerySchema.parse({ from: '', to: '2027-12-31' })).toEqual({ to: '2027-12-31' });
    expect(TranscriptQuerySchema.parse({ from: '2027-01-01', to: '2027-01-01' })).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });

  it('refuses a day that is not one, and a start after the end', () => {
    for (const bad of [{ from: '2027-02-30' }, { from: '27-01-01' }, { to: '2027-13-01' }, { from: 'yesterday' }]) {
      expect(TranscriptQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    const reversed = TranscriptQuerySchema.safeParse({ from: '2027-06-01', to: '2027-05-31' });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues[0].message).toBe('certificates:transcript.errors.period');
  });
});
