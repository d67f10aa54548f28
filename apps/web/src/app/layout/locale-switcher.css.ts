import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'flex', alignItems: 'center', gap: 8 });

export const label = style({ fontSize: '0.875rem', color: vars.color.inkSoft });

export const select = style([
  focusRing,
  {
    font: 'inherit',
    fontSize: '0.9rem',
    padding: '6px 8px',
    borderRadius: vars.radius.control,
    border: `1px solid ${vars.color.control}`,
    backgroundColor: vars.color.white,
    color: vars.color.ink,
  },
]);
