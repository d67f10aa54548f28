import type { Locale } from '../locale/locales';
import { numberFormat } from '../locale/format';

/**
 * The program's figures (spec section 9), written once. Marketing pages and the terms interpolate
 * them ({{offerPrice}}, {{onboardingDays}}...), formatted for the reader's locale ("$990" / "990 $",
 * "25%" / "25 %", "7.0" / "7,0").
 */
export const FACTS = {
  offerPriceCents: 99000,
  offerDays: 90,
  preCourseCases: 3,
  onboardingDays: 90,
  localSupportMonths: 6,
  scannerTrialMonths: 3,
  liveCourseHours: 7,
  pediatricLiveHoursEn: 5,
  pediatricLiveHoursFr: 6,
  pediatricCeHours: 10,
  onDemandCeHours: 7,
  newProviderCeHours: 12,
  survey: { revenueIncrease: 25, cariesDetection: 56, businessRevenue: 34, patientAcceptance: 71 },
} as const;

/** Prices are in the currency of the reader's country: US dollars for en, Canadian dollars for Canada. */
export function currencyOf(locale: Locale): 'USD' | 'CAD' {
  return locale === 'en' ? 'USD' : 'CAD';
}

export type FactValues = Record<string, string>;

const cache = new Map<Locale, FactValues>();

/** Interpolation values for catalog texts, formatted for the locale (cached: Intl formatters are slow to create). */
export function factValues(locale: Locale): FactValues {
  let values = cache.get(locale);
  if (!values) {
    values = formatFacts(locale);
    cache.set(locale, values);
  }
  return values;
}

function formatFacts(locale: Locale): FactValues {
  // One formatter per kind (locale/format.ts keeps them): a page adopting its markup formats all of
  // these at once, and building a formatter costs a phone milliseconds each.
  const number = (n: number, digits = 0) => numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
  const percent = (n: number) => numberFormat(locale, { style: 'percent' }).format(n / 100);
  const money = (cents: number) =>
    numberFormat(locale, { style: 'currency', currency: currencyOf(locale), currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(cents / 100);
  const { survey, ...f } = FACTS;
  return {
    offerPrice: money(f.offerPriceCents),
    offerDays: number(f.offerDays),
    preCourseCases: number(f.preCourseCases),
    onboardingDays: number(f.onboardingDays),
    localSupportMonths: number(f.localSupportMonths),
    scannerTrialMonths: number(f.scannerTrialMonths),
    liveCourseHours: number(f.liveCourseHours),
    pediatricLiveHoursEn: number(f.pediatricLiveHoursEn),
    pediatricLiveHoursFr: number(f.pediatricLiveHoursFr),
    pediatricCeHours: number(f.pediatricCeHours),
    onDemandCeHours: number(f.onDemandCeHours, 1),
    newProviderCeHours: number(f.newProviderCeHours),
    revenueIncrease: percent(survey.revenueIncrease),
    cariesDetection: percent(survey.cariesDetection),
    businessRevenue: percent(survey.businessRevenue),
    patientAcceptance: percent(survey.patientAcceptance),
  };
}
