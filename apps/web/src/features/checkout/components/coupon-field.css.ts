import { style } from '@vanilla-extract/css';
import { button } from '../../../styles/button.css';
import { space } from '../../../styles/media';

/** 'Coupon … applied' with 'Remove coupon' beside it. */
export const applied = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: space(1) });

export const appliedNotice = style({ flex: 1 });

/** The code's field and its button side by side. */
export const row = style({ display: 'flex', alignItems: 'flex-start', gap: space(1) });

export const field = style({ flex: 1 });

/** As tall as the input, its top level with the label's (as the page has always drawn it). */
export const apply = style([button.classNames.base, button.classNames.variants.variant.outlined, { flexShrink: 0, minHeight: 56 }]);
