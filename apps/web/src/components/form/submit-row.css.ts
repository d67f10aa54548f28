import { style } from '@vanilla-extract/css';
import { up } from '../../styles/media';

/** The message above the button, 16 px apart; the button full width on phones. */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  alignItems: 'stretch',
  '@media': { [up('sm')]: { alignItems: 'flex-start' } },
});

export const message = style({ alignSelf: 'stretch' });
