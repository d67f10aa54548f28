import type { Database } from '../../db/client';
import { offerings } from '../../db/schema/offerings';

/**
 * Demo course offerings, with fixed ids so links in docs and tests stay valid across restarts.
 * Times are stored in UTC; each session keeps its venue's time zone.
 */
type NewOffering = typeof offerings.$inferInsert;

const FEES = { feeUsdCents: 149500, feeCadCents: 189500 };

export const DEMO_OFFERINGS: NewOffering[] = [
  {
    id: 'XSWcyRJca9vioeovVKDYEA', kind: 'fundamentals', courseType: 'on_demand', variant: 'standard', modality: 'virtual',
    titleEn: 'Clear-Aligner Fundamentals (on demand)', titleFr: 'Principes fondamentaux des aligneurs transparents (sur demande)',
    language: 'en', seatsCapacity: 100000, teamSeatAmount: 5, feeUsdCents: 99500, feeCadCents: 129500,
  },
  {
    id: 'bCPnLKuwK1jZhm00ly2ehw', kind: 'fundamentals', courseType: 'on_demand', variant: 'pediatric', modality: 'virtual',
    titleEn: 'Pediatric Clear-Aligner Course (on demand)', titleFr: 'Cours pédiatrique sur les aligneurs transparents (sur demande)',
    language: 'en', seatsCapacity: 100000, teamSeatAmount: 3, feeUsdCents: 99500, feeCadCents: 129500,
  },
  {
    id: 'Cn9DwAy62m_-VXgk9y6L5Q', kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'in_person',
    titleEn: 'Clear-Aligner Fundamentals', titleFr: 'Principes fondamentaux des aligneurs transparents',
    presenter: 'Dr. Maya Patel', language: 'en', startsAt: new Date('2027-03-13T14:00:00Z'), endsAt: new Date('2027-03-13T22:00:00Z'),
    timeZone: 'America/Chicago', country: 'US', state: 'IL', city: 'Chicago', venue: 'Lakeshore Conference Center',
    address: '301 E North Water St, Chicago, IL 60611', seatsCapacity: 40, teamSeatAmount: 4, ...FEES,
  },
  {
    id: 'riYq_FCdlx8XAwtXpBfZIw', kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'virtual',
    titleEn: 'Clear-Aligner Fundamentals (virtual, in French)', titleFr: 'Principes fondamentaux des aligneurs transparents (virtuel)',
    presenter: 'Dre Julie Tremblay', language: 'fr', startsAt: new Date('2027-04-10T13:00:00Z'), endsAt: new Date('2027-04-10T21:00:00Z'),
    timeZone: 'America/Toronto', country: 'CA', state: 'QC', city: 'Montréal', meetingUrl: 'https://meet.clear-aligner-provider.example/fundamentals-fr',
    seatsCapacity: 60, teamSeatAmount: 3, ...FEES,
  },
  {
    id: 'kRWzZZmh4xZElIKiuiqHMg', kind: 'fundamentals', courseType: 'live', variant: 'pediatric', modality: 'in_person',
    titleEn: 'Pediatric Clear-Aligner Course', titleFr: 'Cours pédiatrique sur les aligneurs transparents',
    presenter: 'Dr. Samuel Ortiz', language: 'en', startsAt: new Date('2027-05-07T15:00:00Z'), endsAt: new Date('2027-05-08T21:00:00Z'),
    timeZone: 'America/Denver', days: 2, country: 'US', state: 'CO', city: 'Denver', venue: 'Union Station Meeting Rooms',
    address: '1701 Wynkoop St, Denver, CO 80202', seatsCapacity: 30, teamSeatAmount: 2, ...FEES,
  },
  {
    id: 'LzjoUxJipP3dO62WpzROZQ', kind: 'onboarding', courseType: 'live', variant: 'standard', modality: 'in_person',
    titleEn: 'Provider Onboarding Workshop with Dr. Alan Brooks', titleFr: 'Atelier d’intégration des fournisseurs avec le Dr Alan Brooks',
    presenter: 'Dr. Alan Brooks', language: 'en', startsAt: new Date('2027-02-20T14:00:00Z'), endsAt: new Date('2027-02-20T21:00:00Z'),
    timeZone: 'America/Toronto', country: 'CA', state: 'ON', city: 'Toronto', venue: 'Harbourfront Centre',
    address: '235 Queens Quay W, Toronto, ON M5J 2G8', seatsCapacity: 24, seatsTaken: 24, teamSeatAmount: 2, ...FEES,
  },
];

export async function seedOfferings(db: Database) {
  await db.orm.insert(offerings).values(DEMO_OFFERINGS).onConflictDoNothing({ target: offerings.id });
}
