import { z } from 'zod/mini';
import { LeadReceivedSchema } from '@portal/domain/leads/contact-lead';

/**
 * The public lead forms' answers (routes.ts; the back office's are in answers.ts): the same answer
 * for a stored lead, a duplicate and a honeypot, so a bot learns nothing from it. The domain's
 * schemas are zod mini: described with its checks.
 */
export const ContactLeadReceivedAnswer = LeadReceivedSchema.check(
  z.meta({ description: 'The message reached the sales team (the same answer for a duplicate).', examples: [{ received: true }] }),
);

export const ScannerLeadReceivedAnswer = LeadReceivedSchema.check(z.describe('The request reached the scanner specialists (the same answer for a duplicate).'));
