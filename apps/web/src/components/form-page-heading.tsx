import type { ReactNode } from 'react';
import * as css from './form-page-heading.css';

/** The top of a form page: its heading (named by `id`, for the form's aria-labelledby) and a lead. */
export function FormPageHeading({ id, title, intro }: { id: string; title: ReactNode; intro: ReactNode }) {
  return (
    <div>
      <h1 id={id} className={css.title}>
        {title}
      </h1>
      <p className={css.intro}>{intro}</p>
    </div>
  );
}
