import { style } from '@vanilla-extract/css';
import { space, up } from '../../../styles/media';

export const list = style({ margin: 0 });

/** A detail: its label above its value on phones, beside it (11 rem) from sm. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  paddingBlock: space(0.75),
  '@media': { [up('sm')]: { gridTemplateColumns: '11rem 1fr', gap: space(2) } },
});

export const label = style({ fontWeight: 600 });

/** A long e-mail address or practice name wraps rather than widening the page. */
export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const members = style({ margin: 0, paddingLeft: space(2.5) });
