import { globalStyle, style } from '@vanilla-extract/css';
import { space, up } from '../../../styles/media';
import { outlined } from '../../../components/panel.css';

/** An outlined card: the notice that it is valid, then the facts. */
export const card = style([outlined, { '@media': { [up('md')]: { padding: space(3) } } }]);

export const valid = style({ marginBottom: space(2) });

/** Each fact's name above its value on phones, beside it from sm. */
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr',
  columnGap: space(3),
  rowGap: space(1),
  '@media': { [up('sm')]: { gridTemplateColumns: 'auto 1fr' } },
});
globalStyle(`${facts} dt`, { fontWeight: 700 });
globalStyle(`${facts} dd`, { margin: 0 });
