import { Box, type SxProps, type Theme } from '@mui/material';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { hydratingMark, useHydrated } from '../../lib/use-hydrated';
import { button, type ButtonVariants } from '../../styles/button.css';
import * as css from './hydrated-button.css';

/** One sx object (not an array or a function): the kind the callers not yet moved pass. */
type SxObject = Exclude<SxProps<Theme>, readonly unknown[] | ((...args: never[]) => unknown)>;

export type HydratedButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  NonNullable<ButtonVariants> & {
    size?: 'medium' | 'large';
    /** An icon before the label (a busy spinner). */
    startIcon?: ReactNode;
    /**
     * For callers not yet moved to vanilla-extract: the button is then drawn through MUI's Box,
     * its rules on the class twice (`&&`), so they win over the button's own whatever the order
     * of the sheets (a page's sheet is added after Emotion's on a client navigation).
     */
    sx?: SxObject;
  };

/**
 * A native button (styles/button.css.ts) that stays disabled until its part of the page is
 * adopted (lib/use-hydrated.ts). The button asks, not the form around it: the moment of adoption
 * re-renders this button alone. When the registration form asked, React rendered every field
 * again, in one synchronous task, right after adopting them (90-200 ms on this machine, four
 * times that on a phone).
 */
export function HydratedButton({ disabled, variant, size = 'medium', startIcon, sx, className, type = 'button', children, ...props }: HydratedButtonProps) {
  const hydrated = useHydrated();
  const classes = [button({ variant }), css.size[size], className].filter(Boolean).join(' ');
  const content = (
    <>
      {startIcon && <span className={css.startIcon}>{startIcon}</span>}
      {children}
    </>
  );
  const own = { ...props, type, disabled: !hydrated || disabled, className: classes, ...hydratingMark(hydrated) };
  return sx ? (
    <Box component="button" {...own} sx={{ '&&': sx } as SxProps<Theme>}>
      {content}
    </Box>
  ) : (
    <button {...own}>{content}</button>
  );
}
