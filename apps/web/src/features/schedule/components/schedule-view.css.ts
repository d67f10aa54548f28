import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** The filters, the count and the sessions, 24 px apart. */
export const view = style({ display: 'flex', flexDirection: 'column', gap: space(3) });

export const updating = style({ ...TYPE.body1, margin: `0 0 ${space(1)}` });

export const count = style({ ...TYPE.body1, margin: 0, color: vars.color.inkSoft });

/** Cards on phones, the table from md: the screen's width chooses, by CSS. */
export const phones = style({ display: 'block', '@media': { [up('md')]: { display: 'none' } } });
export const wide = style({ display: 'none', '@media': { [up('md')]: { display: 'block' } } });
