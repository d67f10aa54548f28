import { describe, expect, it } from 'vitest';
import { differenceTaxes, feeIn, moveDifference, priceAt } from '../src/checkout/move-price';
import { heldForMoves, moneyStanding, outstandingDue, refundOfMove, type MoneyFacts } from '../src/checkout/money-standing';

const at = new Date('2026-06-01T12:00:00Z');
const session = (usd: number, cad: number) => ({ feeUsdCents: usd, feeCadCents: cad });
const usTerms = { currency: 'USD' as const, coupon: null, billing: { country: 'US', region: 'IL' } };

describe('the price of a registration at another session', () => {
  it.each([
    ['priced in both', session(10000, 13000), 'USD', 10000],
    ['priced in both, in CAD', session(10000, 13000), 'CAD', 13000],
    ['free in both', session(0, 0), 'USD', 0],
    ['priced only in CAD: not in USD', session(0, 13000), 'USD', null],
    ['priced only in USD: not in CAD', session(10000, 0), 'CAD', null],
  ] as const)('%s', (_name, s, currency, fee) => {
    expect(feeIn(s, currency)).toBe(fee);
  });

  it('keeps the paid order\'s terms: its coupon (percent of the new fee, or its amount up to the fee) and its billing region\'s tax', () => {
    const quebec = { currency: 'CAD' as const, coupon: { code: 'TEN', percentOff: 10, amountOffCents: null, currency: null }, billing: { country: 'CA', region: 'QC' } };
    const p = priceAt(session(0, 500000), quebec, at)!;
    expect([p.discountCents, p.taxableCents]).toEqual([50000, 450000]);
    expect(p.taxes.map((t) => [t.code, t.cents])).toEqual([['GST', 22500], ['QST', 44888]]);
    expect(p.orderTotalCents).toBe(450000 + 22500 + 44888);
    const amount = { ...usTerms, coupon: { code: 'OFF', percentOff: null, amountOffCents: 20000, currency: 'USD' as const } };
    expect(priceAt(session(10000, 13000), amount, at)!.orderTotalCents).toBe(0);
    expect(priceAt(session(0, 13000), usTerms, at)).toBeNull();
  });

  it.each([
    [500000, 10000, { kind: 'due', cents: 490000 }],
    [0, 10000, { kind: 'refund', cents: 10000 }],
    [5000, 10000, { kind: 'refund', cents: 5000 }],
    [10000, 10000, { kind: 'none', cents: 0 }],
  ])('price %i against %i held: %o', (price, held, expected) => {
    expect(moveDifference(price, held)).toEqual(expected);
  });

  it('refuses negative or fractional cents', () => {
    expect(() => moveDifference(-1, 0)).toThrow(RangeError);
    expect(() => moveDifference(1.5, 0)).toThrow(RangeError);
  });

  it('splits the tax of a difference line by line, or shows it as one amount when the lines do not fit', () => {
    const target = [{ code: 'GST' as const, rate: 5000, cents: 500 }, { code: 'QST' as const, rate: 9975, cents: 998 }];
    const before = [{ code: 'GST' as const, rate: 5000, cents: 100 }, { code: 'QST' as const, rate: 9975, cents: 200 }];
    expect(differenceTaxes(target, before, 10000).map((l) => l.cents)).toEqual([400, 798]);
    expect(differenceTaxes(target, before, 1000)).toEqual([]);
  });
});

const t0 = new Date('2026-05-01T00:00:00Z');
const later = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const facts = (o: Partial<MoneyFacts> = {}): MoneyFacts => ({
  currentOfferingId: 'A',
  ended: false,
  orders: [{ kind: 'purchase', totalCents: 10000, offeringId: 'A', at: t0 }],
  refunds: [],
  moves: [],
  ...o,
});

describe('whether a registration\'s money stands where its seat is', () => {
  it.each<[string, Partial<MoneyFacts>]>([
    ['paid, not moved', {}],
    ['nothing paid here (imported, paid elsewhere, not yet paid)', { orders: [] }],
    ['a free course', { orders: [{ kind: 'purchase', totalCents: 0, offeringId: 'A', at: t0 }] }],
    ['an order older than issue 50 (no session on it)', { currentOfferingId: 'B', orders: [{ kind: 'purchase', totalCents: 10000, offeringId: null, at: t0 }] }],
    ['a cancellation keeping the late share', { ended: true, refunds: [{ amountCents: 5000, moveId: null }] }],
    ['a staff partial refund (goodwill)', { refunds: [{ amountCents: 2500, moveId: null }] }],
    ['moved dearer and paid the difference', {
      currentOfferingId: 'B',
      orders: [{ kind: 'purchase', totalCents: 10000, offeringId: 'A', at: t0 }, { kind: 'move_difference', totalCents: 490000, offeringId: 'B', at: later(5) }],
      moves: [{ id: 'm1', toOfferingId: 'B', priceCents: 500000, settlement: 'paid', adjustedCents: 0, at: later(5) }],
    }],
    ['moved cheaper and refunded the difference', {
      currentOfferingId: 'B', refunds: [{ amountCents: 4000, moveId: 'm1' }], moves: [{ id: 'm1', toOfferingId: 'B', priceCents: 6000, settlement: 'refunded', adjustedCents: 0, at: later(5) }],
    }],
    ['moved dearer, the difference waived by staff', { currentOfferingId: 'B', moves: [{ id: 'm1', toOfferingId: 'B', priceCents: 500000, settlement: 'waived', adjustedCents: 490000, at: later(5) }] }],
    ['moved dearer, the difference left due', { currentOfferingId: 'B', moves: [{ id: 'm1', toOfferingId: 'B', priceCents: 500000, settlement: 'due', adjustedCents: 490000, at: later(5) }] }],
    ['waived, then moved to a free session: the waiver shrinks by what could not be given back', {
      currentOfferingId: 'C',
      refunds: [{ amountCents: 10000, moveId: 'm2' }],
      moves: [
        { id: 'm1', toOfferingId: 'B', priceCents: 500000, settlement: 'waived', adjustedCents: 490000, at: later(5) },
        { id: 'm2', toOfferingId: 'C', priceCents: 0, settlement: 'refunded', adjustedCents: -490000, at: later(9) },
      ],
    }],
  ])('%s: no breach', (_name, o) => {
    expect(moneyStanding(facts(o)).breach).toBeNull();
  });

  it('a move that settled nothing (the hole of issue 50): moved from A to B, still priced at A', () => {
    expect(moneyStanding(facts({ currentOfferingId: 'B' })).breach).toEqual({ kind: 'movedUnsettled', pricedOfferingId: 'A', currentOfferingId: 'B' });
  });

  it('a move recorded but not paid or refunded: a mismatch with its numbers', () => {
    const standing = moneyStanding(facts({ currentOfferingId: 'B', moves: [{ id: 'm1', toOfferingId: 'B', priceCents: 500000, settlement: 'paid', adjustedCents: 0, at: later(5) }] }));
    expect(standing.breach).toEqual({ kind: 'mismatch', expectedCents: 500000, heldCents: 10000, staffRefundedCents: 0, waivedCents: 0, dueCents: 0 });
  });

  it('more refunded than paid, ended or not', () => {
    expect(moneyStanding(facts({ ended: true, refunds: [{ amountCents: 10001, moveId: null }] })).breach).toMatchObject({ kind: 'overRefunded' });
  });

  it('what a move counts as held: paid, less moves\' refunds, plus what staff waived or left due; a goodwill refund is kept', () => {
    expect(heldForMoves(facts({ refunds: [{ amountCents: 2500, moveId: null }] }))).toBe(10000);
    expect(heldForMoves(facts({ refunds: [{ amountCents: 4000, moveId: 'm' }], moves: [{ id: 'm', toOfferingId: 'A', priceCents: 6000, settlement: 'refunded', adjustedCents: 0, at: t0 }] }))).toBe(6000);
    expect(refundOfMove(500000, 10000)).toEqual({ refundCents: 10000, unwaivedCents: 490000 });
    expect(refundOfMove(4000, 10000)).toEqual({ refundCents: 4000, unwaivedCents: 0 });
  });
});

describe('what is still due of a difference staff left due', () => {
  const due = { id: 'm1', toOfferingId: 'B', priceCents: 500000, settlement: 'due' as const, adjustedCents: 490000, at: later(5) };
  it('the difference left due; nothing for a waived one, an ended registration or money that does not stand', () => {
    expect(outstandingDue(moneyStanding(facts({ currentOfferingId: 'B', moves: [due] })))).toBe(490000);
    expect(outstandingDue(moneyStanding(facts({ currentOfferingId: 'B', moves: [{ ...due, settlement: 'waived' }] })))).toBe(0);
    expect(outstandingDue(moneyStanding(facts({ currentOfferingId: 'B', ended: true, moves: [due] })))).toBe(0);
    expect(outstandingDue(moneyStanding(facts({ currentOfferingId: 'C', moves: [due] })))).toBe(0);
  });

  it('a goodwill refund is the registrant\'s: the due amount stays what staff left due', () => {
    expect(outstandingDue(moneyStanding(facts({ currentOfferingId: 'B', refunds: [{ amountCents: 2500, moveId: null }], moves: [due] })))).toBe(490000);
  });

  it('left due, then moved to a free session: what could not be given back settles it, nothing is due', () => {
    const moved = facts({
      currentOfferingId: 'C',
      refunds: [{ amountCents: 10000, moveId: 'm2' }],
      moves: [due, { id: 'm2', toOfferingId: 'C', priceCents: 0, settlement: 'refunded', adjustedCents: -490000, at: later(9) }],
    });
    expect(moneyStanding(moved).breach).toBeNull();
    expect(outstandingDue(moneyStanding(moved))).toBe(0);
  });
});

