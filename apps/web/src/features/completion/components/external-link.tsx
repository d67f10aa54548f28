import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../styles/layout.css';
import * as css from './external-link.css';

/** A link to another site, in a new tab, saying so to screen readers. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('completion');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={css.link}>
      {children}
      <span className={visuallyHidden}>{` ${t('newTab')}`}</span>
    </a>
  );
}
