import * as css from './spinner.css';

const SIZE = 44;
const THICKNESS = 3.6;

/**
 * A busy spinner (a turning ring, as MUI's CircularProgress draws it): named for screen readers
 * by `label` (role="progressbar"), or decoration beside a text that says the same (`label` unset).
 */
export function Spinner({ size = 40, label, className }: { size?: number; label?: string; className?: string }) {
  const a11y = label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span {...a11y} className={className ? `${css.spinner} ${className}` : css.spinner} style={{ width: size, height: size }}>
      <svg viewBox={`${SIZE / 2} ${SIZE / 2} ${SIZE} ${SIZE}`} className={css.svg} width={size} height={size} focusable="false">
        <circle cx={SIZE} cy={SIZE} r={(SIZE - THICKNESS) / 2} fill="none" strokeWidth={THICKNESS} className={css.circle} />
      </svg>
    </span>
  );
}
