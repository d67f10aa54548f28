import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@portal/domain/errors/app-error';
import { resolveLocale } from '@portal/domain/locale/locales';
import { STATUSES } from '@portal/domain/registration/status';
import { registrations } from '../../db/schema/registration';
import { newPublicId } from '../../platform/security/ids';
import { findOffering } from '../offerings/store';
import { stepsUpTo } from '@portal/domain/funnel/recording';
import type { FunnelStep } from '@portal/domain/funnel/steps';
import { recordSteps } from '../funnel/record';

const HOUR = 3_600_000;

/**
 * Development and test only (never registered in production): creates a registration already
 * at a given status, so a journey test of one step does not have to click through the others.
 */
export default async function devRegistrationFixtures(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/dev/registrations',
    {
      schema: {
        body: z.object({
          offeringId: z.string(),
          status: z.enum(STATUSES),
          email: z.email().optional(),
          locale: z.string().optional(),
          country: z.enum(['US', 'CA', 'PR']).default('US'),
          /** When the registration was made (default now); its funnel steps follow an hour apart, never after now. */
          createdAt: z.iso.datetime().optional(),
          utmSource: z.string().max(200).optional(),
          utmCampaign: z.string().max(200).optional(),
          firstName: z.string().max(100).optional(),
          lastName: z.string().max(100).optional(),
          /** Stored as given, unchecked: an old row's value, well-formed or not (the AGD roster journey). */
          agdNumber: z.string().max(20).optional(),
        }),
      },
    },
    async (req) => {
      const offering = await findOffering(app.db.orm, req.body.offeringId);
      if (!offering) throw new AppError(404, 'errors:notFound');
      const id = newPublicId();
      const email = req.body.email ?? `dev-${id.slice(0, 8).toLowerCase()}@example.com`;
      const country = req.body.country;
      const ca = country === 'CA';
      const information = {
        campaignId: offering.id, firstName: 'Test', lastName: 'Dentist', email, phone: ca ? '+14165550123' : '+13125550123',
        practiceName: 'Test Dental', role: 'doctor_owner', specialty: 'gp', address1: ca ? '100 King St W' : '100 Main St', address2: '',
        city: ca ? 'Toronto' : 'Chicago', country, state: ca ? 'ON' : country === 'PR' ? 'PR' : 'IL', postalCode: ca ? 'M5X 1A9' : '60601',
        licenseNumber: 'D-12345', licenseState: ca ? 'ON' : country === 'PR' ? 'PR' : 'IL', npiNumber: ca ? '' : '1234567893', agdNumber: req.body.agdNumber ?? '',
        hotelNeeded: undefined, dietaryRestrictions: '', dsoCode: '',
      };
      const firstName = req.body.firstName ?? 'Test';
      const lastName = req.body.lastName ?? 'Dentist';
      const createdAt = req.body.createdAt ? new Date(req.body.createdAt) : new Date();
      const steps = stepsUpTo(req.body.status, offering.courseType);
      // A plausible history so the funnel dashboard has figures in development: one step an hour.
      const at = (step: FunnelStep) => new Date(Math.min(Date.now(), createdAt.getTime() + steps.indexOf(step) * HOUR));
      await app.db.orm.transaction(async (tx) => {
        await tx.insert(registrations).values({
          id, offeringId: offering.id, holdsSeats: false, status: req.body.status, courseType: offering.courseType, variant: offering.variant,
          locale: resolveLocale(req.body.locale, undefined), email, firstName, lastName, country, information: { ...information, firstName, lastName },
          createdAt, utmSource: req.body.utmSource ?? null, utmCampaign: req.body.utmCampaign ?? null,
        });
        await recordSteps(tx, id, steps, at);
      });
      return { id, email };
    },
  );
}
