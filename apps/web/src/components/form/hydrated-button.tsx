import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { hydratingMark, useHydrated } from '../../lib/use-hydrated';
import { button, type ButtonVariants } from '../../styles/button.css';
import * as css from './hydrated-button.css';

export type HydratedButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  NonNullable<ButtonVariants> & {
    size?: 'medium' | 'large';
    /** An icon before the label (a busy spinner). */
    startIcon?: ReactNode;
  };

/**
 * A native button (styles/button.css.ts) that stays disabled until its part of the page is
 * adopted (lib/use-hydrated.ts). The button asks, not the form around it: the moment of adoption
 * re-renders this button alone. When the registration form asked, React rendered every field
 * again, in one synchronous task, right after adopting them (90-200 ms on this machine, four
 * times that on a phone).
 */
export function HydratedButton({ disabled, variant, size = 'medium', startIcon, className, type = 'button', children, ...props }: HydratedButtonProps) {
  const hydrated = useHydrated();
  const classes = [button({ variant }), css.size[size], className].filter(Boolean).join(' ');
  return (
    <button {...props} type={type} disabled={!hydrated || disabled} className={classes} {...hydratingMark(hydrated)}>
      {startIcon && <span className={css.startIcon}>{startIcon}</span>}
      {children}
    </button>
  );
}
