import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { button } from '../../../styles/button.css';
import * as css from './contact-thanks.css';

/** The thank-you state (spec section 4): submitted, and a team member will follow up. Focus moves to its heading. */
export function ContactThanks() {
  const { t } = useTranslation('leads');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, []);
  return (
    <div className={css.thanks}>
      <svg viewBox="0 0 24 24" aria-hidden className={css.icon}>
        <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z" />
      </svg>
      <h1 ref={heading} tabIndex={-1} className={css.title}>
        {t('contact.thanks.title')}
      </h1>
      <p className={css.lead}>{t('contact.thanks.text')}</p>
      <Link to="/" className={button({ variant: 'outlined' })}>
        {t('contact.thanks.home')}
      </Link>
    </div>
  );
}
