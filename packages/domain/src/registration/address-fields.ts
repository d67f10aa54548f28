import { z } from 'zod/mini';
import { MSG, optionalText, requiredText } from '../http/validation';
import { REGISTRATION_COUNTRIES } from './lists';

/** A practice's or a billing postal address (registration and checkout); the region and postal rules depend on the country. */
export const addressFields = () => ({
  address1: requiredText(200),
  address2: optionalText(200),
  city: requiredText(100),
  country: z.enum(REGISTRATION_COUNTRIES, { error: MSG.required }),
  state: requiredText(3),
  postalCode: requiredText(12),
});
