import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartView, CourseView } from '@portal/domain/checkout/views';
import { formatDate, formatTime } from '@portal/domain/locale/format';
import { languageOf } from '@portal/domain/locale/locales';
import { REGIONS_BY_COUNTRY, regionLabel } from '@portal/domain/regions/regions';
import { useLocale } from '../../../lib/locale';
import * as panel from './panel.css';
import * as css from './registration-review.css';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css.row}>
      <dt className={css.label}>{label}</dt>
      <dd className={css.value}>{children}</dd>
    </div>
  );
}

export function courseWhen(course: CourseView, locale: ReturnType<typeof useLocale>, onDemand: string): string {
  if (course.courseType === 'on_demand' || !course.startsAt) return onDemand;
  return `${formatDate(course.startsAt, locale, course.timeZone)}, ${formatTime(course.startsAt, locale, course.timeZone)}`;
}

/** Checkout section 1: what the user registered, as the server has it. */
export function RegistrationReview({ cart }: { cart: CartView }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const { registration: r, course } = cart;
  const region = REGIONS_BY_COUNTRY[r.address.country].find((x) => x.code === r.address.state);
  const stateLabel = region ? regionLabel(region, languageOf(locale)) : r.address.state;
  const where = course.modality === 'virtual' ? t('review.virtual') : [course.venue, course.city].filter(Boolean).join(', ');
  return (
    <section aria-labelledby="review-heading" className={panel.panel}>
      <h2 id="review-heading" className={panel.heading}>
        {t('review.title')}
      </h2>
      <dl className={css.list}>
        <Row label={t('review.name')}>{`${r.firstName} ${r.lastName}`}</Row>
        <Row label={t('review.email')}>{r.email}</Row>
        <Row label={t('review.phone')}>{r.phone}</Row>
        <Row label={t('review.practice')}>{r.practiceName}</Row>
        <Row label={t('review.address')}>
          {[r.address.address1, r.address.address2].filter(Boolean).join(', ')}
          <br />
          {`${r.address.city}, ${stateLabel} ${r.address.postalCode}`}
        </Row>
        <Row label={t('review.course')}>{course.title}</Row>
        <Row label={t('review.date')}>{courseWhen(course, locale, t('review.onDemand'))}</Row>
        {course.courseType === 'live' && where && <Row label={t('review.location')}>{where}</Row>}
        <Row label={t('review.teamMembers')}>
          {r.teamMembers.length === 0 ? (
            t('review.noTeamMembers')
          ) : (
            <ul className={css.members}>
              {r.teamMembers.map((m) => (
                <li key={m.email}>{`${m.firstName} ${m.lastName} (${t(`review.teamMemberTypes.${m.type}`)}), ${m.email}`}</li>
              ))}
            </ul>
          )}
        </Row>
      </dl>
    </section>
  );
}
