import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

/** The error under a field (caption size, in the error colour): indented as under an outlined field, or flush with the left edge. */
export const fieldError = recipe({
  base: { fontSize: '0.75rem', lineHeight: 1.66, fontWeight: 400, color: vars.color.error, margin: '3px 14px 0' },
  variants: { flush: { true: { margin: '3px 0 0' } } },
});
