import { z } from 'zod';
import { FUNNEL_STEPS } from '@portal/domain/funnel/steps';
import { isoInstant, listAnswer, whole } from '@portal/domain/staff/answers';
import { fileAnswer } from '../../platform/answers/declare';

/** What the funnel dashboard's routes answer (admin-routes.ts): `FunnelFigures` (figures.ts) and `StalledPerson` (stalled.ts). */
const share = () => z.number().nullable().describe('A share from 0 to 1; null when nobody could take it');

export const FunnelFiguresAnswer = z
  .object({
    from: isoInstant(),
    until: isoInstant().describe('The end of the period (excluded)'),
    steps: z.array(
      z.object({
        step: z.enum(FUNNEL_STEPS),
        reached: whole(),
        conversion: share().describe('Of those who reached the step before, the share who reached this one (null for the first step)'),
        medianSeconds: whole().nullable().describe('Median time from this step to the next one reached; null when nobody moved on'),
      }),
    ),
    overallConversion: share(),
    quiz: z.object({ tried: whole(), passedFirstTry: whole(), rate: share() }),
    coupons: z.object({ paid: whole(), used: whole(), rate: share() }),
    scannerTrial: z.object({ paid: whole(), taken: whole(), rate: share() }),
    revenue: z.array(z.object({ currency: z.enum(['USD', 'CAD']), paidCents: whole(), refundedCents: whole(), netCents: whole() })).describe('Per currency as paid, in cents (never added together)'),
    weeks: z.array(z.object({ week: z.string().describe('ISO week, e.g. 2027-W23'), startsOn: z.iso.date(), registrations: whole(), paid: whole() })),
  })
  .describe('The funnel\'s figures for the period and filters: steps, conversions, times, take-ups, revenue and the weekly trend');

export const FunnelCsvAnswer = fileAnswer('text/csv', 'The same figures as CSV (UTF-8 with a byte order mark)');

export const StalledListAnswer = listAnswer(
  z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), offeringId: z.string(), offering: z.string(), reachedAt: isoInstant() }),
  'One page of the registrants stalled at the step (longest stalled first) and how many there are',
);
