import type { Database } from '../apps/server/src/db/client';
import { register } from '../apps/server/src/features/registration/service';

/** The demo seed's live session that bench:api reads (its availability, its registration). */
export const LIVE_OFFERING = 'Cn9DwAy62m_-VXgk9y6L5Q';

/** A registration for bench:api to read back (production has no dev fixture routes): made through the service. */
export async function benchRegistration(db: Database, campaignId = LIVE_OFFERING): Promise<string> {
  const registrant: Parameters<typeof register>[1] & Record<string, unknown> = {
    campaignId, firstName: 'Bench', lastName: 'Reader', email: 'bench.reader@example.com', phone: '(312) 555-0123',
    practiceName: 'Bench Dental', role: 'doctor_owner', specialty: 'gp', address1: '1 Main St', city: 'Chicago', country: 'US',
    state: 'IL', postalCode: '60601', licenseNumber: 'IL-1', licenseState: 'IL', npiNumber: '1234567893', hotelNeeded: 'no',
  };
  return (await register(db.orm, registrant, 'en')).id;
}
