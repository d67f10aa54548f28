import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** The questions, 4 units apart. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: space(4) });

/** 'Question 1 of 10', on its own line above the question, small and in the secondary colour. */
export const number = style({ display: 'block', color: vars.color.inkSoft, fontWeight: 400, fontSize: '0.875rem' });
