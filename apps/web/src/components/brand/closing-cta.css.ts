import { style } from '@vanilla-extract/css';
import { TYPE } from '../../lib/brand-tokens';
import { button } from '../../styles/button.css';
import { space, up } from '../../styles/media';
import * as text_ from '../../styles/text.css';
import { vars } from '../../styles/theme.css';

export const band = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(2),
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlock: space(4),
  paddingInline: space(3),
  borderRadius: vars.radius.panel,
  backgroundColor: vars.color.navy,
  color: vars.color.white,
  '@media': { [up('md')]: { gap: space(4), paddingBlock: space(6), paddingInline: space(7) } },
});

export const content = style({ maxWidth: 720 });

export const title = style({ ...TYPE.h2, margin: `0 0 ${space(1)}` });

export const text = style([text_.body1, { color: vars.color.border }]);

/** A large filled button, white on the navy band (navy text, 14:1), the lightest tint under the pointer. */
export const action = style([
  button.classNames.base,
  button.classNames.variants.variant.contained,
  {
    paddingBlock: 12,
    fontSize: '1rem',
    backgroundColor: vars.color.white,
    color: vars.color.navy,
    selectors: { '&:hover, &:active': { backgroundColor: vars.color.brand100 } },
  },
]);
