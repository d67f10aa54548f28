import { z } from 'zod';
import { progressSchema } from '@portal/domain/registration/answers';

/** POST /api/go-digital-offer */
export const GoDigitalOfferAnswer = z
  .object({ ...progressSchema.shape, added_to_cart: z.boolean().describe('Whether the scanner trial was added to the cart.') })
  .describe('The offer is answered: the record\'s new status, the step to open next and whether the trial is in the cart.');
