import { ceHours } from '@portal/domain/course/course';
import type { CourseView } from '@portal/domain/checkout/views';
import { languageOf, type Locale } from '@portal/domain/locale/locales';
import type { Offering } from '../../db/schema/offerings';

/** An offering as the checkout, the completion page and the e-mail show it, in one locale. */
export function courseView(o: Offering, locale: Locale): CourseView {
  return {
    title: languageOf(locale) === 'fr' ? o.titleFr : o.titleEn,
    courseType: o.courseType,
    variant: o.variant,
    modality: o.modality,
    startsAt: o.startsAt?.toISOString() ?? null,
    endsAt: o.endsAt?.toISOString() ?? null,
    timeZone: o.timeZone,
    days: o.days,
    venue: o.venue,
    address: o.address,
    city: o.city,
    state: o.state,
    ceHours: ceHours(o, locale),
  };
}
