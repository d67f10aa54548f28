import { z } from 'zod';

/** POST /api/waiting-list/ */
export const WaitingListJoinedAnswer = z
  .object({ position: z.int().describe('How many are waiting, this entry included: its place in the queue.') })
  .describe('The address is on the session\'s waiting list: a freed seat is offered by e-mail, in order.');
