import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOGO_MARK, LOGO_MARK_WHITE } from '@portal/domain/site/art';
import * as css from './brand-logo.css';

/**
 * The logo mark and the wordmark, linking home. The mark is an image file (public/art/brand), not
 * JavaScript; below md the wordmark gives way to the call to action and the link keeps its name.
 */
export function BrandLogo({ inverse = false, wordmarkFrom = 'md' }: { inverse?: boolean; wordmarkFrom?: 'xs' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('brand')} className={inverse ? `${css.logo} ${css.inverse}` : css.logo}>
      <img src={inverse ? LOGO_MARK_WHITE : LOGO_MARK} width={36} height={36} alt="" className={css.mark} />
      <span className={css.wordmark[wordmarkFrom]}>{t('brand')}</span>
    </Link>
  );
}
