import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { button } from '../../../styles/button.css';
import { space } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** 'Read the terms and conditions': a text button flush with the form's left edge. */
export const toggle = style([button.classNames.base, button.classNames.variants.variant.text, { paddingInline: 0, marginBottom: space(1) }]);

/** The terms, scrolling in a framed box at most 320 px high. */
export const text = style({
  maxHeight: 320,
  overflowY: 'auto',
  marginBottom: space(2),
  padding: space(2),
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
});

export const body = style({ ...TYPE.body1, margin: 0 });

export const title = style({ ...TYPE.h3, fontSize: '1.1rem', fontWeight: 700, margin: 0 });

export const effective = style({ ...TYPE.body2, margin: `0 0 ${space(1)}`, color: vars.color.inkSoft });

export const intro = style({ ...TYPE.body1, margin: `0 0 ${space(1)}` });

export const section = style({ marginBottom: space(1.5) });

export const sectionHeading = style({ ...TYPE.body1, margin: 0, fontWeight: 700 });

export const paragraph = style({ ...TYPE.body2, margin: `0 0 ${space(0.75)}` });
