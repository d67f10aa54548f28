import { keyframes, style } from '@vanilla-extract/css';

const rotate = keyframes({ '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } });

const dash = keyframes({
  '0%': { strokeDasharray: '1px, 200px', strokeDashoffset: 0 },
  '50%': { strokeDasharray: '100px, 200px', strokeDashoffset: '-15px' },
  '100%': { strokeDasharray: '1px, 200px', strokeDashoffset: '-126px' },
});

/** A ring that turns while its arc grows and shrinks, in the colour of the text around it. */
export const spinner = style({ display: 'inline-block', flexShrink: 0, animation: `${rotate} 1.4s linear infinite` });

export const svg = style({ display: 'block' });

export const circle = style({ stroke: 'currentColor', strokeDasharray: '80px, 200px', strokeDashoffset: 0, animation: `${dash} 1.4s ease-in-out infinite` });
