import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const loading = style({ display: 'flex', justifyContent: 'center', paddingBlock: 48, color: vars.color.brand700 });
