import { describe, expect, it } from 'vitest';
import type { Offering } from '../src/db/schema/offerings';
import { availabilityBody } from '../src/features/registration/service';

/**
 * Availability without a hold is encoded once per offering and locale and kept in the offerings
 * cache (features/registration/routes.ts) until the offering changes or the answer changes by
 * itself: a live session closes when it starts.
 */
const HOUR = 3_600_000;
const offering = (o: Partial<Offering>): Offering => ({
  id: 'abc', kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'in_person',
  titleEn: 'Clear-Aligner Fundamentals', titleFr: 'Principes de base', presenter: 'Dr. Maya Patel', status: 'published',
  startsAt: new Date(Date.now() + HOUR), seatsCapacity: 10, seatsTaken: 9, teamSeatAmount: 4, ...o,
} as Offering);
const read = (b: { value: Buffer }) => JSON.parse(b.value.toString());

describe('availability kept with the offerings', () => {
  it('is the answer the route gives, in the locale, and lasts until a live session starts', () => {
    const o = offering({});
    const body = availabilityBody(o, 'fr-CA');
    expect(read(body)).toEqual({ availability: true, team_seat_amount: 0, title: 'Principes de base', course_type: 'live', variant: 'standard', modality: 'in_person', disclosures: [] });
    expect(body.expiresAt).toBe(o.startsAt!.getTime());
  });

  it('of a session that has started, or an on-demand course, does not change by itself', () => {
    const started = availabilityBody(offering({ startsAt: new Date(Date.now() - HOUR) }), 'en');
    expect(read(started).availability).toBe(false);
    expect(started.expiresAt).toBe(Number.POSITIVE_INFINITY);
    const onDemand = availabilityBody(offering({ courseType: 'on_demand', startsAt: null }), 'en');
    expect(read(onDemand)).toMatchObject({ availability: true, title: 'Clear-Aligner Fundamentals' });
    expect(onDemand.expiresAt).toBe(Number.POSITIVE_INFINITY);
  });

  it('of an unknown offering is a 404, and so nothing is kept', () => {
    expect(() => availabilityBody(undefined, 'en')).toThrow(expect.objectContaining({ status: 404 }));
  });
});
