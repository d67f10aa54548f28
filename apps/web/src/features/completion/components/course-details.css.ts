import { style } from '@vanilla-extract/css';
import { button } from '../../../styles/button.css';
import { space, up } from '../../../styles/media';
import { text } from './panel.css';

/** The course's name, in bold. */
export const title = style([text, { fontWeight: 600 }]);

export const list = style({ margin: 0 });

/** A detail: its label above its value on phones, beside it (10 rem) from sm. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  paddingBlock: space(0.5),
  '@media': { [up('sm')]: { gridTemplateColumns: '10rem 1fr', gap: space(2) } },
});

export const label = style({ fontWeight: 600 });

export const value = style({ margin: 0 });

/** 'Add to calendar', two units under the details. */
export const calendar = style([button.classNames.base, button.classNames.variants.variant.outlined, { marginTop: space(2) }]);
