import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { dialog as modal } from '../../../styles/dialog.css';
import { space } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

export { content, title } from '../../../styles/dialog.css';

/** The shared modal card (styles/dialog.css.ts); the form inside scrolls its own middle. */
export const dialog = style([modal, { overflow: 'hidden' }]);

/** The form fills the card: its title and buttons stay put while a tall middle scrolls. */
export const form = style({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 });


export const fields = style({ display: 'flex', flexDirection: 'column', gap: space(2) });

export const intro = style({ ...TYPE.body1, margin: 0, color: vars.color.inkSoft });

export const actions = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: space(1), padding: space(1), flex: '0 0 auto' });

/** The busy spinner before the submit button's label. */
export const busy = style({ marginRight: space(1), marginLeft: -4 });
