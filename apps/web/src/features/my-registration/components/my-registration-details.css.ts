import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';

/** The registration's parts, 24 px apart. */
export const parts = style({ display: 'flex', flexDirection: 'column', gap: space(3) });

/** A paragraph under a part's heading, a unit above what follows. */
export const text = style({ ...TYPE.body1, margin: `0 0 ${space(1)}` });

/** Not finished: the sentence, then 'Continue registration', full width on phones. */
export const state = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: space(2), '@media': { [up('sm')]: { alignItems: 'flex-start' } } });

/** The team and the documents: plain lists, one line each. */
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({ ...TYPE.body1, paddingBlock: space(0.5), overflowWrap: 'anywhere' });

export const name = style({ fontWeight: 600 });

/** The certificate's two downloads: one under the other on phones, side by side from sm. */
export const downloads = style({ display: 'flex', flexDirection: 'column', gap: space(1.5), '@media': { [up('sm')]: { flexDirection: 'row', flexWrap: 'wrap' } } });

/** What an action just did: it takes focus, so its outline must not be the browser's default ring only. */
export const done = style({ outlineOffset: 2 });

/** A document's amount, after its link (on the next line when the phone is narrow). */
export const amount = style({ display: 'inline-block', marginInlineStart: space(1) });
