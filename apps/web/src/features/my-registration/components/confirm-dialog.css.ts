import { style } from '@vanilla-extract/css';
import { dialog as modal } from '../../../styles/dialog.css';
import { space } from '../../../styles/media';

export { content, title } from '../../../styles/dialog.css';

/** The shared modal card (styles/dialog.css.ts). */
export const dialog = style([modal]);

/** The server's refusal above the dialog's text. */
export const error = style({ marginBottom: space(2) });

/** Keep (text) and confirm (filled), at the end; on a narrow phone they wrap, confirm last. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: space(1), padding: space(1), flex: '0 0 auto' });

/** The busy spinner before the confirm button's label. */
export const busy = style({ marginRight: space(1), marginLeft: -4 });
