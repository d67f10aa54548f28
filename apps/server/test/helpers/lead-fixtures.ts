/**
 * Valid bodies of the lead forms (contact us, 'Need more info?', university registration), each
 * with a new e-mail address: shared by the forms' tests and the back office's leads inbox tests.
 */
let n = 0;
export const US = () => ({
  firstName: 'Maya', lastName: 'Okafor', email: `maya.${++n}@example.com`, phone: '(734) 555-0142', country: 'US', state: 'MI',
  city: 'Ann Arbor', zip: '48104-1234', howCanWeHelp: 'become_provider', professionalCategory: 'GP', professionalSubCategory: 'new_graduate',
  marketingConsent: true, website: '',
});
export const CA = () => ({
  ...US(), firstName: 'Léa', lastName: 'Tremblay', email: `lea.${++n}@example.ca`, phone: '514 555 0142', country: 'CA', state: 'QC',
  city: 'Montréal', zip: 'h2x1y4', howCanWeHelp: 'learn_more', professionalCategory: 'Other', professionalSubCategory: 'periodontics',
  marketingConsent: false,
});
export const SCANNER = () => ({ firstName: 'Sam', lastName: 'Lee', email: `sam.${++n}@example.com`, phone: '212-555-0100', country: 'US', zip: '10001', website: '' });

export const fromToday = (years: number, days = 0) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate() + days)).toISOString().slice(0, 10);
};

export const NO = () => ({
  dentalService: 'no', openAccount: 'no', first_name: 'Léa', last_name: 'Tremblay', phone: '514-555-0142',
  emailPermanent: `lea.${++n}@example.ca`, university: 'Université de Montréal Faculté de médecine dentaire', program: 'Pre-Doc',
  programDate: fromToday(1), state: 'QC', license: 'no',
});
export const YES = () => ({
  ...NO(), dentalService: 'yes', group: 'Northern Smiles DSO', openAccount: 'yes', license: 'yes', licenseNumber: 'DDS-012345',
  npiNumber: '1234567893', clinId: 'CL-1234', startDate: fromToday(0, 30), officeName: 'Lakeview Dental', address: '12 Lake St',
  city: 'Ann Arbor', practiceState: 'MI', zip: '48104-1234', website: 'lakeviewdental.com', practicePhone: '(734) 555-0110', fax: '',
});
