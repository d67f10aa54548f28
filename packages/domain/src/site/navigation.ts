/** The provider section's pages (spec section 2), in header order. Labels are catalog keys. */
export const PROVIDER_NAV = [
  { path: '/provider/solutions/general-dentists', label: 'common:nav.generalDentists' },
  { path: '/provider/solutions/orthodontists', label: 'common:nav.orthodontists' },
  { path: '/provider/why-the-system', label: 'common:nav.whyTheSystem' },
  { path: '/provider/what-it-treats', label: 'common:nav.whatItTreats' },
  { path: '/provider/align-digital-platform', label: 'common:nav.digitalPlatform' },
  { path: '/provider/education-and-support/clinical-eduaction', label: 'common:nav.clinicalEducation' },
  { path: '/provider/education-and-support/practice-support', label: 'common:nav.practiceSupport' },
  { path: '/provider/education-and-support/facts-and-questions', label: 'common:nav.factsAndQuestions' },
] as const;

export const TERMS_PATH = '/provider/terms-and-conditions';
