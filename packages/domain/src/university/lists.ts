import { CA_PROVINCES, US_STATES, type Region } from '../regions/regions';

export { YES_NO, type YesNo } from '../site/yes-no';

/** The four programs; `key` names the label in the `university` catalog (programs.<key>). */
export const PROGRAMS = [
  { value: 'AEGD/GPR', key: 'aegdGpr' },
  { value: 'Ortho', key: 'ortho' },
  { value: 'Peds', key: 'peds' },
  { value: 'Pre-Doc', key: 'preDoc' },
] as const;
export const PROGRAM_VALUES = PROGRAMS.map((p) => p.value) as [string, ...string[]];

/**
 * The form's state list: the 50 US states and nine provinces. Saskatchewan and the territories
 * are not offered (spec section 3 names exactly AB, BC, MB, NB, NL, NS, ON, PE, QC).
 */
const UNIVERSITY_PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC'];
export const UNIVERSITY_STATES: readonly Region[] = [
  ...US_STATES,
  ...CA_PROVINCES.filter((p) => UNIVERSITY_PROVINCES.includes(p.code)),
];
export const UNIVERSITY_STATE_CODES = UNIVERSITY_STATES.map((s) => s.code) as [string, ...string[]];

/** The country whose postal rules apply to a state of the list, or null for an unknown code. */
export function countryOfState(code: string): 'US' | 'CA' | null {
  if (US_STATES.some((s) => s.code === code)) return 'US';
  if (UNIVERSITY_PROVINCES.includes(code)) return 'CA';
  return null;
}
