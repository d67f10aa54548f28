import { z } from 'zod';

/**
 * Pieces of the back office's answer schemas (the OpenAPI document's success answers, checked on
 * every answer in development and tests). Full zod: these are server declarations, never parsed
 * in the browser.
 */

/** An instant the server wrote with `toISOString()` (the document says string, date-time). */
export const isoInstant = () => z.iso.datetime();

/** A whole number (counts, cents, thousandths of a percent). */
export const whole = () => z.number().int();

/** A react-admin list: one page of rows and the count of all rows that match the filters. */
export function listAnswer<Row extends z.ZodType>(row: Row, description: string) {
  return z.object({ data: z.array(row), total: whole() }).describe(description);
}
