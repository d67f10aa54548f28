import { Link } from 'react-router';
import * as css from './closing-cta.css';

/** The closing call to action of a page: a navy band with one white button (like .mk-cta). */
export function ClosingCta({ title, text, action }: { title: string; text: string; action: { to: string; label: string } }) {
  return (
    <section aria-labelledby="closing-cta-title" className={css.band}>
      <div className={css.content}>
        <h2 id="closing-cta-title" className={css.title}>
          {title}
        </h2>
        <p className={css.text}>{text}</p>
      </div>
      <Link to={action.to} className={css.action}>
        {action.label}
      </Link>
    </section>
  );
}
