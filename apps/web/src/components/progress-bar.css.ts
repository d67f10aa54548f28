import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

const slide = keyframes({
  '0%': { left: '-35%', right: '100%' },
  '60%': { left: '100%', right: '-90%' },
  '100%': { left: '100%', right: '-90%' },
});

/** The track: the brand colour lightened 62 %. */
export const track = style({ position: 'relative', overflow: 'hidden', backgroundColor: 'rgb(158, 216, 236)' });

/** The bar in the brand's dark shade: slid to its value, or moving (standing still for reduced motion). */
export const bar = recipe({
  base: { position: 'absolute', top: 0, bottom: 0, backgroundColor: vars.color.brand700 },
  variants: {
    determinate: {
      true: { left: 0, width: '100%', transition: 'transform .4s linear' },
      false: {
        animation: `${slide} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`,
        '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', left: 0, right: 0, opacity: 0.6 } },
      },
    },
  },
});
