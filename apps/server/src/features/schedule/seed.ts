import type { Database } from '../../db/client';
import { offerings } from '../../db/schema/offerings';

/**
 * More demo sessions for the live training schedule, beside the core's DEMO_OFFERINGS (whose ids
 * and seats other tests rely on). Together they cover both course kinds, the US, Canada and
 * Puerto Rico, in person and virtual, English and French, sold-out and multi-day sessions.
 * The last three are past sessions: hidden from the schedule, used for certificates.
 */
type NewOffering = typeof offerings.$inferInsert;

const FEES = { feeUsdCents: 149500, feeCadCents: 189500 };
const live = { courseType: 'live', ...FEES } as const;
const FUNDAMENTALS = { titleEn: 'Clear-Aligner Fundamentals', titleFr: 'Principes fondamentaux des aligneurs transparents' };
const PEDIATRIC = { titleEn: 'Pediatric Clear-Aligner Course', titleFr: 'Cours pédiatrique sur les aligneurs transparents' };

export const SCHEDULE_OFFERING_IDS = {
  newYork: 'YrXca-Nu2COXr3chwEVPOg',
  losAngelesSoldOut: 'BdBy3M5_QTOHu49ObuvaAg',
  virtualUs: '0TTpREazhIwvtVoxHZUDCQ',
  sanJuan: 'uDplbNsRN_3fCQtXSXqB3w',
  quebecCityTwoDays: '3iGMnD011rLGY89tsTF0iA',
  onboardingVirtualFrench: 'baA7TQfjk6V3ni9Q09lkmg',
  onboardingAustin: 'qhw00GRds1MqTDl0g_AgIg',
  pediatricVancouver: 'GUpgidlEK5HS1QVHxirBrw',
  toronto: 'fZPYMXH2kWsTuEF4WwZ9xw',
  pastMiami: '1tUZxrkCEo1U8WAT8br44w',
  pastVirtualFrench: 'CkrkvgvC279bivtRU_pEuQ',
  pastPediatricMontreal: 'CNYf3ws3956q7E7xyJIAPw',
} as const;
const ID = SCHEDULE_OFFERING_IDS;

export const SCHEDULE_OFFERINGS: NewOffering[] = [
  {
    id: ID.newYork, kind: 'fundamentals', variant: 'standard', modality: 'in_person', ...live, ...FUNDAMENTALS,
    presenter: 'Dr. Daniel Kim', language: 'en', startsAt: new Date('2027-06-05T13:00:00Z'), endsAt: new Date('2027-06-05T21:00:00Z'),
    timeZone: 'America/New_York', country: 'US', state: 'NY', city: 'New York', venue: 'Hudson Yards Conference Suites',
    address: '429 11th Ave, New York, NY 10001', seatsCapacity: 40, teamSeatAmount: 4,
  },
  {
    id: ID.losAngelesSoldOut, kind: 'fundamentals', variant: 'standard', modality: 'in_person', ...live, ...FUNDAMENTALS,
    presenter: 'Dr. Elena Vasquez', language: 'en', startsAt: new Date('2027-04-24T16:00:00Z'), endsAt: new Date('2027-04-25T00:00:00Z'),
    timeZone: 'America/Los_Angeles', country: 'US', state: 'CA', city: 'Los Angeles', venue: 'Figueroa Learning Center',
    address: '900 W Olympic Blvd, Los Angeles, CA 90015', seatsCapacity: 30, seatsTaken: 30, teamSeatAmount: 3,
  },
  {
    id: ID.virtualUs, kind: 'fundamentals', variant: 'standard', modality: 'virtual', ...live,
    titleEn: 'Clear-Aligner Fundamentals (virtual)', titleFr: 'Principes fondamentaux des aligneurs transparents (virtuel, en anglais)',
    presenter: 'Dr. Daniel Kim', language: 'en', startsAt: new Date('2027-03-27T14:00:00Z'), endsAt: new Date('2027-03-27T21:00:00Z'),
    timeZone: 'America/New_York', country: 'US', meetingUrl: 'https://meet.clear-aligner-provider.example/fundamentals-us',
    seatsCapacity: 100, teamSeatAmount: 4,
  },
  {
    id: ID.sanJuan, kind: 'fundamentals', variant: 'standard', modality: 'in_person', ...live, ...FUNDAMENTALS,
    presenter: 'Dr. Luis Rivera', language: 'en', startsAt: new Date('2027-05-15T13:00:00Z'), endsAt: new Date('2027-05-15T21:00:00Z'),
    timeZone: 'America/Puerto_Rico', country: 'PR', state: 'PR', city: 'San Juan', venue: 'Condado Convention Suites',
    address: '100 Convention Blvd, San Juan, PR 00907', seatsCapacity: 25, teamSeatAmount: 2,
  },
  {
    id: ID.quebecCityTwoDays, kind: 'fundamentals', variant: 'standard', modality: 'in_person', ...live,
    titleEn: 'Clear-Aligner Fundamentals, two-day course (in French)', titleFr: 'Principes fondamentaux des aligneurs transparents, cours de deux jours',
    presenter: 'Dre Julie Tremblay', language: 'fr', startsAt: new Date('2027-06-11T12:30:00Z'), endsAt: new Date('2027-06-12T20:30:00Z'),
    days: 2, timeZone: 'America/Toronto', country: 'CA', state: 'QC', city: 'Québec', venue: 'Centre des congrès de Québec',
    address: '1000, boul. René-Lévesque Est, Québec (Québec) G1R 5T8', seatsCapacity: 35, teamSeatAmount: 3,
  },
  {
    id: ID.onboardingVirtualFrench, kind: 'onboarding', variant: 'standard', modality: 'virtual', ...live,
    titleEn: 'Provider Onboarding Session with Dr. Sophie Gagnon (in French)', titleFr: 'Séance d’intégration des fournisseurs avec la Dre Sophie Gagnon',
    presenter: 'Dre Sophie Gagnon', language: 'fr', startsAt: new Date('2027-03-20T14:00:00Z'), endsAt: new Date('2027-03-20T18:00:00Z'),
    timeZone: 'America/Toronto', country: 'CA', meetingUrl: 'https://meet.clear-aligner-provider.example/onboarding-fr',
    seatsCapacity: 50, teamSeatAmount: 3,
  },
  {
    id: ID.onboardingAustin, kind: 'onboarding', variant: 'standard', modality: 'in_person', ...live,
    titleEn: 'Provider Onboarding Workshop with Dr. Priya Raman', titleFr: 'Atelier d’intégration des fournisseurs avec la Dre Priya Raman',
    presenter: 'Dr. Priya Raman', language: 'en', startsAt: new Date('2027-04-17T14:00:00Z'), endsAt: new Date('2027-04-17T21:00:00Z'),
    timeZone: 'America/Chicago', country: 'US', state: 'TX', city: 'Austin', venue: 'Congress Avenue Learning Center',
    address: '500 Congress Ave, Austin, TX 78701', seatsCapacity: 20, teamSeatAmount: 2,
  },
  {
    id: ID.pediatricVancouver, kind: 'fundamentals', variant: 'pediatric', modality: 'in_person', ...live, ...PEDIATRIC,
    presenter: 'Dr. Samuel Ortiz', language: 'en', startsAt: new Date('2027-09-18T16:00:00Z'), endsAt: new Date('2027-09-18T23:00:00Z'),
    timeZone: 'America/Vancouver', country: 'CA', state: 'BC', city: 'Vancouver', venue: 'Canada Place Conference Rooms',
    address: '999 Canada Pl, Vancouver, BC V6C 3E1', seatsCapacity: 24, teamSeatAmount: 2,
  },
  {
    id: ID.toronto, kind: 'fundamentals', variant: 'standard', modality: 'in_person', ...live, ...FUNDAMENTALS,
    presenter: 'Dr. Alan Brooks', language: 'en', startsAt: new Date('2027-07-10T13:00:00Z'), endsAt: new Date('2027-07-10T21:00:00Z'),
    timeZone: 'America/Toronto', country: 'CA', state: 'ON', city: 'Toronto', venue: 'Harbourfront Centre',
    address: '235 Queens Quay W, Toronto, ON M5J 2G8', seatsCapacity: 40, teamSeatAmount: 4,
  },
  {
    id: ID.pastMiami, kind: 'fundamentals', variant: 'standard', modality: 'in_person', ...live, ...FUNDAMENTALS,
    presenter: 'Dr. Maya Patel', language: 'en', startsAt: new Date('2026-01-17T14:00:00Z'), endsAt: new Date('2026-01-17T22:00:00Z'),
    timeZone: 'America/New_York', country: 'US', state: 'FL', city: 'Miami', venue: 'Brickell Conference Center',
    address: '1101 Brickell Ave, Miami, FL 33131', seatsCapacity: 40, teamSeatAmount: 4,
  },
  {
    id: ID.pastVirtualFrench, kind: 'fundamentals', variant: 'standard', modality: 'virtual', ...live,
    titleEn: 'Clear-Aligner Fundamentals (virtual, in French)', titleFr: 'Principes fondamentaux des aligneurs transparents (virtuel)',
    presenter: 'Dre Julie Tremblay', language: 'fr', startsAt: new Date('2026-02-07T14:00:00Z'), endsAt: new Date('2026-02-07T22:00:00Z'),
    timeZone: 'America/Toronto', country: 'CA', meetingUrl: 'https://meet.clear-aligner-provider.example/fundamentals-fr-2026',
    seatsCapacity: 60, teamSeatAmount: 3,
  },
  {
    id: ID.pastPediatricMontreal, kind: 'fundamentals', variant: 'pediatric', modality: 'in_person', ...live, ...PEDIATRIC,
    presenter: 'Dre Camille Roy', language: 'fr', startsAt: new Date('2026-03-14T13:00:00Z'), endsAt: new Date('2026-03-14T20:00:00Z'),
    timeZone: 'America/Toronto', country: 'CA', state: 'QC', city: 'Montréal', venue: 'Palais des congrès de Montréal',
    address: '1001, place Jean-Paul-Riopelle, Montréal (Québec) H2Z 1H5', seatsCapacity: 30, teamSeatAmount: 2,
  },
];

export async function seedScheduleOfferings(db: Database) {
  await db.orm.insert(offerings).values(SCHEDULE_OFFERINGS).onConflictDoNothing({ target: offerings.id });
}
