import { z } from 'zod';
import { STATUSES, STEPS } from './status';

/**
 * Answer schemas shared by the funnel's routes (the server declares them; the OpenAPI document and
 * the answer check are made from them): where a registration stands after a step.
 */
export const statusSchema = z.enum(STATUSES).describe('The provider record\'s status (spec section 4).');
export const stepSchema = z.enum(STEPS).describe('The funnel step the status puts the registrant on.');

/** A step done: the record's new status and the step to open next. */
export const progressSchema = z.object({ status: statusSchema, step: stepSchema });

/** A registration and where it stands (registering, resuming): never its personal data. */
export const registrationProgressSchema = z.object({ id: z.string(), status: statusSchema, step: stepSchema });
