import { z } from 'zod';
import { COURSE_TYPES, VARIANTS } from '@portal/domain/course/course';
import { LOCALES } from '@portal/domain/locale/locales';
import { statusSchema, stepSchema } from '@portal/domain/registration/answers';

/**
 * A JSON `null` (the spec's look-ups without an id or e-mail). Not `z.null()` alone: its
 * `type: 'null'` is how the document says "no body", so the schema says `const: null` instead.
 */
export const nullAnswer = (description: string) => z.null().meta({ type: undefined, const: null }).describe(description);

/** GET /api/provider/id/{id}: the provider record as the web app reads it (spec: id, status, locale, course_type). */
export const ProviderAnswer = z.object({
  id: z.string(),
  status: statusSchema,
  locale: z.enum(LOCALES),
  course_type: z.enum(COURSE_TYPES),
  variant: z.enum(VARIANTS),
  step: stepSchema,
}).describe('The provider record: its status, locale, course type and variant, and the funnel step to open.');
