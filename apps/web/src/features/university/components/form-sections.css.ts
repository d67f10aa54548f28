import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';

export const title = style({ ...TYPE.h2, fontSize: '1.35rem', margin: `0 0 ${space(2)}`, '@media': { [up('md')]: { fontSize: '1.6rem' } } });

/** One column on phones, two from sm. */
export const fields = style({ display: 'grid', gridTemplateColumns: '1fr', gap: space(2.5), '@media': { [up('sm')]: { gridTemplateColumns: '1fr 1fr' } } });
