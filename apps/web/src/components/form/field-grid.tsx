import type { ReactNode } from 'react';
import { space } from '../../styles/media';
import * as css from './field-grid.css';

/** Fields in two columns from small tablets up, one on phones (`gap` in spacing units). */
export function FieldGrid({ gap = 2.5, children }: { gap?: number; children: ReactNode }) {
  return (
    <div className={css.grid} style={{ gap: space(gap) }}>
      {children}
    </div>
  );
}
