import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';
import * as text from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

/** The player's parts, 2 units apart. */
export const player = style({ display: 'flex', flexDirection: 'column', gap: space(2) });

/** The module's title and its buttons: stacked on phones, on one line from sm. */
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  justifyContent: 'space-between',
  '@media': { [up('sm')]: { flexDirection: 'row', alignItems: 'center' } },
});

export const title = style({ ...TYPE.h2, fontSize: '1.5rem', margin: 0 });

export const buttons = style({ display: 'flex', gap: space(1) });

/** The lesson's frame, in a hairline border. */
export const frameBox = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.control, overflow: 'hidden', backgroundColor: vars.color.white });

export const frame = style({ display: 'block', width: '100%', height: '75vh', minHeight: 480, border: 0, '@media': { [up('md')]: { height: '70vh' } } });

export const loading = style([text.body1, { padding: space(3) }]);
