import { style } from '@vanilla-extract/css';
import { space, up } from '../../../styles/media';
import * as text from '../../../styles/text.css';

/** The step's heading, lead and body, 3 units apart. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: space(3) });

export const intro = style([text.body1, { maxWidth: 820 }]);

/** The questions, and the resources to review beside them from md (under them on phones). */
export const body = style({
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [up('md')]: { gap: space(6), gridTemplateColumns: '2fr 1fr' } },
});
