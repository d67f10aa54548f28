import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';

/** The questions, a unit and a half apart; the form full width on phones, capped on wider screens. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: space(3), maxWidth: 720 });

export const text = style({ ...TYPE.body1, margin: `0 0 ${space(1)}` });

/** 'Send my evaluation': full width on phones (a thumb's target), its own width from sm. */
export const submit = style({ alignSelf: 'stretch', '@media': { [up('sm')]: { alignSelf: 'flex-start' } } });
