/**
 * Region lists (spec section 3): each entry a code and a label, French labels where they differ.
 * Forms pick the groups they need (registration: US, CA, PR; contact-us: US, CA).
 */
export interface Region {
  code: string;
  en: string;
  fr?: string;
}

export const US_STATES: readonly Region[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'],
  ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'],
  ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'],
  ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
].map(([code, en]) => ({ code, en }));

export const DC: Region = { code: 'DC', en: 'District of Columbia', fr: 'District de Columbia' };

export const CA_PROVINCES: readonly Region[] = [
  { code: 'AB', en: 'Alberta' },
  { code: 'BC', en: 'British Columbia', fr: 'Colombie-Britannique' },
  { code: 'MB', en: 'Manitoba' },
  { code: 'NB', en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
  { code: 'NL', en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
  { code: 'NS', en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
  { code: 'ON', en: 'Ontario' },
  { code: 'PE', en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
  { code: 'QC', en: 'Quebec', fr: 'Québec' },
  { code: 'SK', en: 'Saskatchewan' },
];

export const CA_TERRITORIES: readonly Region[] = [
  { code: 'NT', en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
  { code: 'NU', en: 'Nunavut' },
  { code: 'YT', en: 'Yukon' },
];

export const PUERTO_RICO: readonly Region[] = [{ code: 'PR', en: 'Puerto Rico', fr: 'Porto Rico' }];

export const BR_STATES: readonly Region[] = [
  ['AC', 'Acre'], ['AL', 'Alagoas'], ['AP', 'Amapá'], ['AM', 'Amazonas'], ['BA', 'Bahia'], ['CE', 'Ceará'],
  ['DF', 'Distrito Federal'], ['ES', 'Espírito Santo'], ['GO', 'Goiás'], ['MA', 'Maranhão'], ['MT', 'Mato Grosso'],
  ['MS', 'Mato Grosso do Sul'], ['MG', 'Minas Gerais'], ['PA', 'Pará'], ['PB', 'Paraíba'], ['PR', 'Paraná'],
  ['PE', 'Pernambuco'], ['PI', 'Piauí'], ['RJ', 'Rio de Janeiro'], ['RN', 'Rio Grande do Norte'],
  ['RS', 'Rio Grande do Sul'], ['RO', 'Rondônia'], ['RR', 'Roraima'], ['SC', 'Santa Catarina'], ['SP', 'São Paulo'],
  ['SE', 'Sergipe'], ['TO', 'Tocantins'],
].map(([code, en]) => ({ code, en }));

export const MX_STATES: readonly Region[] = [
  ['AGU', 'Aguascalientes'], ['BCN', 'Baja California'], ['BCS', 'Baja California Sur'], ['CAM', 'Campeche'],
  ['CHP', 'Chiapas'], ['CHH', 'Chihuahua'], ['CMX', 'Ciudad de México'], ['COA', 'Coahuila'], ['COL', 'Colima'],
  ['DUR', 'Durango'], ['GUA', 'Guanajuato'], ['GRO', 'Guerrero'], ['HID', 'Hidalgo'], ['JAL', 'Jalisco'],
  ['MEX', 'Estado de México'], ['MIC', 'Michoacán'], ['MOR', 'Morelos'], ['NAY', 'Nayarit'], ['NLE', 'Nuevo León'],
  ['OAX', 'Oaxaca'], ['PUE', 'Puebla'], ['QUE', 'Querétaro'], ['ROO', 'Quintana Roo'], ['SLP', 'San Luis Potosí'],
  ['SIN', 'Sinaloa'], ['SON', 'Sonora'], ['TAB', 'Tabasco'], ['TAM', 'Tamaulipas'], ['TLA', 'Tlaxcala'],
  ['VER', 'Veracruz'], ['YUC', 'Yucatán'], ['ZAC', 'Zacatecas'],
].map(([code, en]) => ({ code, en }));

export type Country = 'US' | 'CA' | 'PR' | 'BR' | 'MX';

/** The regions a form offers for each country. */
export const REGIONS_BY_COUNTRY: Record<Country, readonly Region[]> = {
  US: [...US_STATES, DC],
  CA: [...CA_PROVINCES, ...CA_TERRITORIES],
  PR: PUERTO_RICO,
  BR: BR_STATES,
  MX: MX_STATES,
};

/**
 * The countries' names as the portal shows them (the schedule's venues and filter), the words
 * `Intl.DisplayNames` gives. A table, not the formatter: building a DisplayNames loads the
 * browser's region data, which cost a phone the best part of the schedule's first second.
 */
export const COUNTRY_NAMES: Record<Country, { en: string; fr: string }> = {
  US: { en: 'United States', fr: 'États-Unis' },
  CA: { en: 'Canada', fr: 'Canada' },
  PR: { en: 'Puerto Rico', fr: 'Porto Rico' },
  BR: { en: 'Brazil', fr: 'Brésil' },
  MX: { en: 'Mexico', fr: 'Mexique' },
};

/** A country's name in a language: the table above, else the browser's or Node's own (rare codes). */
export function countryLabel(code: string, language: 'en' | 'fr'): string {
  const known = COUNTRY_NAMES[code as Country];
  if (known) return known[language];
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function regionLabel(region: Region, language: 'en' | 'fr'): string {
  return language === 'fr' ? region.fr ?? region.en : region.en;
}

export function isRegionOf(country: Country, code: string): boolean {
  return REGIONS_BY_COUNTRY[country].some((r) => r.code === code);
}
