import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCORM_MODULE_COUNT } from '@portal/domain/course/course';
import { usePathFor } from '../../../components/funnel/step-context';
import * as text from '../../../styles/text.css';
import * as css from './review-resources.css';

const MODULES = Array.from({ length: SCORM_MODULE_COUNT }, (_, i) => i + 1);

/** Links back to the education step's modules (anchors #module-1..#module-3). */
export function ReviewResources() {
  const { t } = useTranslation('quiz');
  const pathFor = usePathFor();
  return (
    <section aria-labelledby="review-heading" className={css.panel}>
      <h2 id="review-heading" className={css.title}>
        {t('review.title')}
      </h2>
      <p className={css.intro}>{t('review.intro')}</p>
      <ul className={css.list}>
        {MODULES.map((n) => (
          <li key={n} className={css.item}>
            <p className={css.moduleTitle}>{t(`review.modules.${n}.title`)}</p>
            <p className={css.summary}>{t(`review.modules.${n}.summary`)}</p>
            <Link to={`${pathFor('education')}#module-${n}`} className={text.link}>
              {t('review.link', { number: n })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
