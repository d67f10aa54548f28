import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';
import { outlined } from '../../../components/panel.css';
import { vars } from '../../../styles/theme.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: space(2) });

export const heading = style({ ...TYPE.h2, margin: 0 });

/** An outlined card per certificate. */
export const card = style([outlined, { '@media': { [up('md')]: { padding: space(3) } } }]);

export const title = style({ ...TYPE.h3, margin: `0 0 ${space(0.5)}` });

export const meta = style({ ...TYPE.body1, margin: `0 0 ${space(2)}`, color: vars.color.inkSoft });

/** The two downloads: stacked at full width on phones, side by side from sm. */
export const downloads = style({ display: 'flex', flexDirection: 'column', gap: space(2), '@media': { [up('sm')]: { flexDirection: 'row' } } });
