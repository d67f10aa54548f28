import { useEffect, useRef, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '../../styles/button.css';
import * as css from './mobile-menu.css';

/**
 * The navigation for small screens: a native modal dialog, so the browser keeps focus inside it,
 * makes the page behind it inert, closes it on Escape and gives focus back to the menu button.
 * A tap on the dimmed page or on one of its links closes it too.
 */
export function MobileMenu({ onClose, links, extra }: { onClose: () => void; links: ReactElement[]; extra?: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const close = () => ref.current?.close();
  // The backdrop is the dialog element itself (its content fills it); a link navigates, then the menu goes.
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget || (e.target as Element).closest('a')) close();
  };
  return (
    <dialog ref={ref} aria-label={t('nav.menu')} className={css.sheet} onClose={onClose} onClick={onClick}>
      <nav aria-label={t('nav.label')} className={css.nav}>
        <div className={css.closeRow}>
          <button type="button" className={button({ variant: 'text' })} onClick={close}>
            {t('nav.closeMenu')}
          </button>
        </div>
        {extra && <div className={css.extra}>{extra}</div>}
        <ul className={css.list}>
          {links.map((link) => (
            <li key={link.key} className={css.item}>
              {link}
            </li>
          ))}
        </ul>
      </nav>
    </dialog>
  );
}
