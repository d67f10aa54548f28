import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';

/** The terms: a few short paragraphs, 8 px apart, a unit above the button. */
export const terms = style({ display: 'flex', flexDirection: 'column', gap: space(1), marginBottom: space(2) });

export const text = style({ ...TYPE.body1, margin: 0 });

/** What comes back, in the dialog: said once more, in bold, under the consequences. */
export const refund = style({ ...TYPE.body1, margin: `${space(1.5)} 0 0`, fontWeight: 600 });

/** The button that opens the dialog: full width on phones, its own width from sm. */
export const open = style({ width: '100%', boxSizing: 'border-box', '@media': { [up('sm')]: { width: 'auto' } } });
