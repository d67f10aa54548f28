import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1400,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: 'rgba(255, 255, 255, 0.7)',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A 40 px ring with a gap, turning: the brand's text colour (5.4:1). */
export const spinner = style({ display: 'block', width: 40, height: 40, color: vars.color.brand700, animation: `${spin} 1s linear infinite` });
