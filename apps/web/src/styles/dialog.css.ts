import { globalStyle, style } from '@vanilla-extract/css';
import { h6 } from './text.css';
import { vars } from './theme.css';

/**
 * A native modal `<dialog>` (`showModal()`) drawn as MUI's Dialog was: a centred card, at most
 * 600 px wide and 32 px from every edge, scrolling inside when tall, the page dimmed behind it.
 * The cookie settings, the resume, bank (3-D Secure) and waiting-list dialogs.
 */
export const dialog = style({});
// In :where(), so a dialog's own class (waiting-list-dialog.css.ts: its form scrolls, not the card)
// wins whatever the order in which the pages' sheets arrive.
globalStyle(`:where(${dialog})`, {
  width: 'calc(100% - 64px)',
  maxWidth: 600,
  maxHeight: 'calc(100% - 64px)',
  margin: 'auto',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.white,
  color: vars.color.ink,
  boxShadow: '0 11px 15px -7px rgba(0, 0, 0, 0.2), 0 24px 38px 3px rgba(0, 0, 0, 0.14), 0 9px 46px 8px rgba(0, 0, 0, 0.12)',
  overflowY: 'auto',
});
globalStyle(`:where(${dialog})::backdrop`, { backgroundColor: 'rgba(0, 0, 0, 0.5)' });
globalStyle(`:where(${dialog}[open])`, { display: 'flex', flexDirection: 'column' });

/** The dialog's heading. */
export const title = style([h6, { padding: '16px 24px' }]);

/** Its middle, which scrolls when the dialog is taller than the screen. */
export const content = style({ flex: '1 1 auto', overflowY: 'auto', padding: '0 24px 20px' });
