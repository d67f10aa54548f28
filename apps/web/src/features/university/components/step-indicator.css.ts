import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { space, up } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** The step to come: a light grey disc (MUI's grey 200, as it was), the number in black. */
const PENDING = '#eeeeee';

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(1),
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${space(2)}`,
  '@media': { [up('sm')]: { gap: space(3) } },
});

export const step = recipe({
  base: { display: 'flex', alignItems: 'center', gap: space(1), fontWeight: 400 },
  variants: { active: { true: { fontWeight: 700 }, false: {} } },
});

/** The step's number in a 28 px disc, in the brand colour for the current step. */
export const number = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 28,
    height: 28,
    borderRadius: '50%',
    backgroundColor: PENDING,
    color: '#000000',
    fontSize: '0.9rem',
  },
  variants: { active: { true: { backgroundColor: vars.color.brand500 }, false: {} } },
});
