import { style } from '@vanilla-extract/css';
import { space, up } from '../../../styles/media';
import * as text from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

/** The page's top panel: the lightest grey (MUI's grey 50, as it was). */
const PANEL = '#fafafa';

export const page = style({ display: 'flex', flexDirection: 'column', gap: space(4) });

/** The steps and the heading (then the confirmation) on a light grey panel, 24 px corners. */
export const top = style({
  padding: space(2.5),
  borderRadius: `calc(${vars.radius.control} * 3)`,
  backgroundColor: PANEL,
  '@media': { [up('md')]: { padding: space(4) } },
});

/** While a step's code arrives: a small spinner beside what is coming. */
export const loading = style({ display: 'flex', alignItems: 'center', gap: space(2), minHeight: 120 });

export const spinner = style({ color: vars.color.brand500 });

export const loadingText = text.body1;
