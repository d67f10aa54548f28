import { z } from 'zod';
import { isoInstant, listAnswer, whole } from '@portal/domain/staff/answers';
import { STAFF_ROLES, STAFF_STATUSES } from '@portal/domain/staff/roles';
import { SignedInStaffSchema } from '@portal/domain/staff/schemas';

/**
 * What the back office's access routes answer (auth-routes.ts, admin-routes.ts,
 * api-token-routes.ts), as the services build it. Dates read from the database are `z.date()`
 * (written as ISO strings); the audit log's are already strings.
 */

// Sign-in and set-up.
export const LoginStepAnswer = z.object({ next: z.string().describe('Always `code`') }).describe('The password is right: the second factor\'s code comes next (a short-lived cookie holds the step)');
export const CodeStepAnswer = z.object({ ok: z.boolean().describe('Always true') }).describe('Signed in: the answer sets the session cookie');
export const SignedInStaffAnswer = SignedInStaffSchema.check(z.describe('The signed-in staff member'));
export const SignedOutEverywhereAnswer = z.object({ sessionsEnded: whole() }).describe('Every session of the signed-in staff member ended (this one included), and how many');
export const SetupCheckAnswer = z.object({ email: z.string(), name: z.string() }).describe('The set-up link is valid: whose account it sets up');
export const SetupEnrolmentAnswer = z
  .object({ secret: z.string(), uri: z.string(), qrDataUrl: z.string() })
  .describe('The password is kept pending: the authenticator app\'s secret, its otpauth URI and the same as a QR code (PNG data URL)');
export const SetupDoneAnswer = z.object({ recoveryCodes: z.array(z.string()) }).describe('The account is active: its recovery codes, shown this once');

// Staff accounts.
const StaffMember = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  createdAt: z.date(),
});
export const StaffMemberAnswer = StaffMember.describe('The staff member');
export const InvitedStaffAnswer = StaffMember.describe('The invited staff member (status invited; the set-up link went by e-mail)');
export const StaffListAnswer = listAnswer(StaffMember, 'One page of staff members (by e-mail) and how many there are');

/** An audit entry: `before` and `after` are whatever the action recorded (JSON objects), or null. */
const AuditEntry = z.object({
  id: z.string(),
  at: isoInstant(),
  actorId: z.string().nullable(),
  actorLabel: z.string(),
  actorName: z.string().describe('Who acted, in words: the staff member\'s label, or the registrant (their own page) in the request\'s language'),
  actorRegistrationId: z.string().nullable().describe('When a registrant acted on their own page: their registration\'s id; otherwise null'),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  before: z.unknown().describe('The values before the change (JSON), or null'),
  after: z.unknown().describe('The values after the change (JSON), or null'),
  requestId: z.string().nullable(),
});
export const AuditPageAnswer = listAnswer(AuditEntry, 'One page of audit entries (newest first) and how many match');

// API tokens.
const ApiToken = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
  revokedAt: z.date().nullable(),
});
export const ApiTokenListAnswer = listAnswer(ApiToken, 'The signed-in staff member\'s API tokens (newest first; never the tokens themselves)');
export const RevokedApiTokenAnswer = ApiToken.describe('The revoked token');
export const CreatedApiTokenAnswer = ApiToken.extend({ token: z.string().describe('The bearer token: shown in this answer only, only its SHA-256 is kept') })
  .describe('The new API token, with the token itself')
  .meta({
    examples: [
      {
        id: 'k3Vq8ZpL2nR5tW7yXa1B9c',
        name: 'Door check-in scanner',
        createdAt: new Date('2027-06-01T14:03:11.000Z'),
        lastUsedAt: null,
        revokedAt: null,
        token: 'ppat_Zk9xQ2mV7bN4cR1tY6uE8wA3sD5fG0hJ2kL4pO7iU9y',
      },
    ],
  });
