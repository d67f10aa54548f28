import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { TYPE } from '../../../lib/brand-tokens';
import { space } from '../../../styles/media';
import * as text from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

/** An outlined card; a jump to its anchor (#module-N) leaves room for the header above it. */
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.white,
  overflow: 'hidden',
  scrollMarginTop: 96,
});

export const content = style({ padding: 16 });

/** The module's number and its status, side by side. */
export const header = style({ display: 'flex', gap: space(2), alignItems: 'center', flexWrap: 'wrap', marginBottom: space(1) });

export const number = style([text.overline, { color: vars.color.inkSoft }]);

/** The status, a small pill as MUI's small Chip drew it: outlined until the module is completed, then filled dark green. */
export const status = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    maxWidth: '100%',
    height: 24,
    borderRadius: 16,
    fontSize: '0.8125rem',
    fontWeight: 600,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    completed: {
      true: { backgroundColor: '#1b5e20', color: vars.color.white, paddingInline: 8 },
      false: { border: '1px solid #bdbdbd', color: vars.color.ink, paddingInline: 7 },
    },
  },
});

export const statusLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const title = style({ ...TYPE.h2, fontSize: '1.35rem', margin: `0 0 ${space(1)}` });

export const score = style([text.body1, { marginTop: space(1), color: vars.color.inkSoft }]);

export const actions = style({ display: 'flex', alignItems: 'center', padding: '8px 16px 16px' });
