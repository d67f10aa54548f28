import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { button } from '../../../styles/button.css';
import { space, up } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';
import * as sections from './form-sections.css';

/** The section's h2, as the other parts' but closer to the line under it. */
export const title = style([sections.title, { marginBottom: space(1) }]);

export const lead = style({ ...TYPE.body1, margin: `0 0 ${space(2)}`, color: vars.color.inkSoft });

/** One team member's fields, in a hairline frame with rounded corners. */
export const member = style({
  minWidth: 0,
  margin: `0 0 ${space(2.5)}`,
  padding: space(1.5),
  border: `1px solid ${vars.color.border}`,
  borderRadius: space(2),
  '@media': { [up('sm')]: { padding: space(2.5) } },
});

export const legend = style({ ...TYPE.body1, padding: `0 ${space(1)}`, fontWeight: 600 });

/** On the button's class too: the shared button's `margin: 0` must not tie with it. */
export const remove = style({ minHeight: 44, selectors: { [`${button.classNames.base}&`]: { marginTop: space(2) } } });

export const add = style({ minHeight: 48 });

export const soldOut = style({ marginTop: space(2) });
