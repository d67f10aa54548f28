import type { PrivacySource } from '@portal/domain/privacy/request-api';

/**
 * The personal fields each source shows (findings) and exports (one CSV column each, headed by
 * `privacy-requests:export.columns.<field>` in the request's locale), in this order. One list, so
 * the screen, the JSON and the CSV files always carry the same fields.
 */
export const SOURCE_FIELDS: Record<PrivacySource, readonly string[]> = {
  registrations: [
    'firstName', 'lastName', 'email', 'phone', 'practiceName', 'role', 'specialty', 'address1', 'address2', 'city', 'state', 'postalCode', 'country',
    'licenseNumber', 'licenseState', 'npiNumber', 'agdNumber', 'dietaryRestrictions', 'course', 'status', 'clinId', 'locale',
  ],
  teamMemberships: ['firstName', 'lastName', 'email', 'type', 'course'],
  leads: [
    'form', 'firstName', 'lastName', 'email', 'phone', 'country', 'state', 'city', 'zip', 'howCanWeHelp', 'professionalCategory', 'professionalSubCategory',
    'marketingConsent', 'notes', 'locale',
  ],
  universitySubmissions: [
    'firstName', 'lastName', 'email', 'phone', 'university', 'universityOther', 'program', 'programDate', 'state', 'license', 'licenseNumber', 'npiNumber',
    'clinId', 'dentalService', 'groupName', 'openAccount', 'startDate', 'officeName', 'address', 'city', 'practiceState', 'zip', 'website',
    'practicePhone', 'fax', 'locale',
  ],
  waitingList: ['firstName', 'lastName', 'email', 'course', 'status', 'locale'],
  consents: ['kind', 'form', 'granted', 'textShown', 'textVersion', 'locale'],
  mails: ['to', 'subject', 'sentAt', 'text'],
};

/** Every column named above (the catalog test checks each has a header in every locale). */
export const ALL_COLUMNS = [...new Set(['id', 'createdAt', 'summary', ...Object.values(SOURCE_FIELDS).flat()])];
