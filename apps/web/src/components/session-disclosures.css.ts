import { style } from '@vanilla-extract/css';
import { TYPE } from '../lib/brand-tokens';
import { space } from '../styles/media';
import { vars } from '../styles/theme.css';

/** A session's disclosures (issue 52): plain text, long words wrap inside their column. */
export const box = style({ ...TYPE.body2, marginTop: space(1), fontWeight: 400, textAlign: 'start', overflowWrap: 'anywhere', color: vars.color.ink });
/** Closed on the schedule: the summary is a finger-sized target. */
export const summary = style({ cursor: 'pointer', minHeight: 44, display: 'flex', alignItems: 'center', textDecoration: 'underline', color: vars.color.brand700 });
export const heading = style({ ...TYPE.body2, fontWeight: 700, margin: 0, marginBottom: space(0.5) });
export const item = style({ margin: 0, marginBottom: space(0.5) });
export const name = style({ fontWeight: 600 });
