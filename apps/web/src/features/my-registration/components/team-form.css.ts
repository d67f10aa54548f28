import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { button } from '../../../styles/button.css';
import { space, up } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** The summary, the members, Add and Save, 16 px apart. */
export const parts = style({ display: 'flex', flexDirection: 'column', gap: space(2) });

export const lead = style({ ...TYPE.body1, margin: 0, color: vars.color.inkSoft });

/** One member's fields, in a hairline frame (as in the registration form's team). */
export const member = style({
  minWidth: 0,
  margin: 0,
  padding: space(1.5),
  border: `1px solid ${vars.color.border}`,
  borderRadius: space(2),
  '@media': { [up('sm')]: { padding: space(2.5) } },
});

export const legend = style({ ...TYPE.body1, padding: `0 ${space(1)}`, fontWeight: 600 });

/** On the button's class too: the shared button's `margin: 0` must not tie with it. */
export const remove = style({ minHeight: 44, selectors: { [`${button.classNames.base}&`]: { marginTop: space(1.5) } } });

export const add = style({ minHeight: 44, width: '100%', boxSizing: 'border-box', '@media': { [up('sm')]: { width: 'auto', alignSelf: 'flex-start' } } });
