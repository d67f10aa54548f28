import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';
import * as text from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

/** The scanner question and the offer, 4 units apart. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: space(4) });

/** A part's h2, with the space under it MUI's `gutterBottom` gave (0.35 em); focused from script only, so no ring. */
export const heading = style({ ...TYPE.h2, margin: '0 0 0.35em', outline: 'none' });

export const intro = style([text.body1, { marginBottom: space(3) }]);

/** The question and the scanner's make, 3 units apart. */
export const fields = style({ display: 'flex', flexDirection: 'column', gap: space(3) });

export const make = style({ maxWidth: 420, width: '100%' });

/** The offer in an outlined panel. */
export const offer = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.white,
  padding: space(2),
  '@media': { [up('sm')]: { padding: space(4) } },
});

export const offerText = style([text.body1, { marginBottom: space(2) }]);

export const benefitsTitle = style({ ...TYPE.h3, fontSize: '1.1rem', margin: 0 });

/** The benefits as a bulleted list, drawn as MUI's List of list items was. */
export const benefits = style({ listStyle: 'none', margin: `0 0 ${space(2)}`, padding: '8px 0', position: 'relative' });
export const benefit = style({ display: 'list-item', listStyleType: 'disc', width: '100%', marginLeft: space(3), padding: '2px 16px', textAlign: 'left' });

export const termsLink = style({ marginBottom: space(3) });

/** The error above the two buttons, 2 units apart. */
export const actions = style({ display: 'flex', flexDirection: 'column', gap: space(2) });

/** The buttons: stacked full width on phones, side by side from sm. */
export const buttons = style({ display: 'flex', flexDirection: 'column', gap: space(2), '@media': { [up('sm')]: { flexDirection: 'row' } } });
