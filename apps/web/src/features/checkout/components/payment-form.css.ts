import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { button } from '../../../styles/button.css';
import { space, up } from '../../../styles/media';
import { note } from './panel.css';

/** The card, the billing address, the terms and the button, three units apart. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: space(3) });

/** The sandbox's test card, two units above the fields. */
export const sandboxNote = style([note, { marginBottom: space(2) }]);

/** The error summary's place: two units above the fields when it shows, nothing when empty. */
export const summary = style({ marginBottom: space(2), selectors: { '&:empty': { display: 'none' } } });

export const billing = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

/** 'Billing address': an h3 at 1.2 rem, two units above the fields. */
export const legend = style({ ...TYPE.h3, fontSize: '1.2rem', margin: `0 0 ${space(2)}` });

/** The large filled button: as wide as the form on phones, at its own width from sm. */
export const pay = style([
  button.classNames.base,
  button.classNames.variants.variant.contained,
  { paddingBlock: 12, fontSize: '1rem', alignSelf: 'stretch', '@media': { [up('sm')]: { alignSelf: 'flex-start' } } },
]);

/** The busy spinner before the label. */
export const payIcon = style({ display: 'inherit', marginRight: 8, marginLeft: -4 });
