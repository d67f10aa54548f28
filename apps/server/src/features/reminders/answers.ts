import { z } from 'zod';

/** POST /api/reminders/unsubscribe: an unknown or used link answers 410 instead. */
export const UnsubscribedAnswer = z.object({ unsubscribed: z.literal(true) }).describe('No more reminder e-mails for this registration.');
