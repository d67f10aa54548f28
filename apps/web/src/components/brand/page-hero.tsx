import type { ReactNode } from 'react';
import type { Illustration } from '@portal/domain/site/art';
import { ArtImage } from './art-image';
import * as css from './page-hero.css';

/**
 * The top of a public page: heading, lead and actions beside the page's illustration, on the
 * brand's lightest tint (the same look as the marketing pages' .mk-hero). The picture is hidden on
 * phones when `artOnPhones` is false, so a form starts on the first screen.
 */
export function PageHero({
  title,
  lead,
  eyebrow,
  actions,
  art,
  artOnPhones = true,
  compact = false,
}: {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: string;
  actions?: ReactNode;
  art: Illustration;
  artOnPhones?: boolean;
  compact?: boolean;
}) {
  return (
    <section className={css.hero({ compact })}>
      <div className={css.content}>
        {eyebrow && <p className={css.eyebrow}>{eyebrow}</p>}
        <h1 className={css.title({ compact })}>{title}</h1>
        {lead && <p className={css.lead}>{lead}</p>}
        {actions && <div className={css.actions}>{actions}</div>}
      </div>
      <div className={css.art({ onPhones: artOnPhones })}>
        <ArtImage name={art} priority maxWidth={compact ? 320 : 420} />
      </div>
    </section>
  );
}
