import { z } from 'zod';
import { COURSE_TYPES, MODALITIES, VARIANTS } from '../course/course';
import { TAX_CODES } from './tax';

/**
 * Answer pieces shared by the checkout and the completion page (the server declares them; the
 * OpenAPI document and the answer check are made from them): the course as shown and the order
 * summary the server computes. They describe `CourseView` and `OrderSummary` (views.ts, pricing.ts).
 */
export const CURRENCIES = ['USD', 'CAD'] as const;

export const courseViewSchema = z.object({
  title: z.string(),
  courseType: z.enum(COURSE_TYPES),
  variant: z.enum(VARIANTS),
  modality: z.enum(MODALITIES),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  timeZone: z.string().describe('The venue\'s IANA time zone.'),
  days: z.int(),
  venue: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  ceHours: z.number(),
});

export const orderSummarySchema = z.object({
  currency: z.enum(CURRENCIES),
  courseFeeCents: z.int(),
  couponCode: z.string().nullable(),
  discountCents: z.int(),
  taxableCents: z.int().describe('Course fee less the discount: the amount taxed.'),
  taxes: z.array(z.object({ code: z.enum(TAX_CODES), rate: z.int().describe('Thousandths of a percent: 13% = 13000.'), cents: z.int() })),
  taxCents: z.int(),
  courseTotalCents: z.int().describe('Course fee less the discount, plus its taxes.'),
  scannerTrial: z.boolean(),
  scannerTrialCents: z.int(),
  orderTotalCents: z.int(),
}).describe('The order summary the server computed (amounts in integer cents).');
