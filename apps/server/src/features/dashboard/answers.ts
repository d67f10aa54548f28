import { z } from 'zod';
import { isoInstant, whole } from '@portal/domain/staff/answers';

/** What GET /api/admin/dashboard answers (service.ts). Money in cents per currency: USD and CAD are never added together. */
const cents = () => z.object({ USD: whole(), CAD: whole() });

export const DashboardAnswer = z
  .object({
    from: isoInstant(),
    until: isoInstant().describe('The end of the period (excluded)'),
    totals: z.object({ registrations: whole(), paid: whole(), refundedRegistrations: whole(), revenueCents: cents(), refundedCents: cents() }),
    sessions: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        courseType: z.string().describe('live or on_demand'),
        city: z.string().nullable(),
        startsAt: isoInstant().nullable(),
        status: z.string().describe('draft, published or cancelled'),
        seatsTaken: whole(),
        seatsCapacity: whole(),
        registrations: whole(),
        paid: whole(),
        refundedRegistrations: whole(),
        revenueCents: cents(),
        refundedCents: cents(),
      }),
    ),
  })
  .describe('The period\'s registrations, payments, refunds and revenue, in total and by session');
