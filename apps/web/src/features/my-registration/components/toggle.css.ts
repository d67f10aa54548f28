import { style } from '@vanilla-extract/css';
import { button } from '../../../styles/button.css';
import { space, up } from '../../../styles/media';

/** A part that opens on demand (the sessions to move to, the team's form): a native details. */
export const details = style({ marginTop: space(2) });

/**
 * Its toggle (a native summary: a button that says whether it is open), drawn as an outlined
 * button, 44 px high, full width on phones.
 */
export const summary = style([
  button({ variant: 'outlined' }),
  { minHeight: 44, width: '100%', boxSizing: 'border-box', '@media': { [up('sm')]: { width: 'auto' } } },
]);

/** What it opens, a unit and a half under the toggle. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: space(2), marginTop: space(2) });
