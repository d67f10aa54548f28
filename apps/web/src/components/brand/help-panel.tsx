import type { ReactNode } from 'react';
import checkIcon from 'lucide-static/icons/circle-check.svg';
import type { Illustration } from '@portal/domain/site/art';
import { COLORS } from '../../lib/brand-tokens';
import { ArtImage } from './art-image';
import { LineIcon } from './line-icon';
import * as css from './help-panel.css';

/** The help panel of a form page: an illustration, a heading and the points worth knowing. */
export function HelpPanel({ art, title, items, children }: { art: Illustration; title: string; items: string[]; children?: ReactNode }) {
  return (
    <div className={css.panel}>
      <div className={css.art}>
        <ArtImage name={art} maxWidth={260} />
      </div>
      <h2 className={css.title}>{title}</h2>
      <ul className={css.list}>
        {items.map((item) => (
          <li key={item} className={css.item}>
            <LineIcon src={checkIcon} size={22} color={COLORS.brand700} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
