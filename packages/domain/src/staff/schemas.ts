import { z } from 'zod';
import { emailField, MSG, publicId, requiredText } from '../http/validation';
import { LOCALES } from '../locale/locales';
import { AUDIT_ACTION_IDS } from './audit-actions';
import { STAFF_ROLES } from './roles';

/** Request bodies of the back office's access routes, shared by the server and the web forms. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

export const passwordField = () =>
  z
    .string({ error: MSG.required })
    .min(PASSWORD_MIN_LENGTH, { error: 'admin:password.tooShort' })
    .max(PASSWORD_MAX_LENGTH, { error: MSG.tooLong });

/** A 6-digit TOTP code, or a recovery code (xxxxx-xxxxx), as typed: spaces are ignored. */
export const codeField = () =>
  z
    .string({ error: MSG.required })
    .transform((s) => s.replace(/\s+/g, '').toLowerCase())
    .pipe(z.string().min(6, { error: 'admin:login.badCode' }).max(20, { error: 'admin:login.badCode' }));

const roleField = () => z.enum(STAFF_ROLES, { error: MSG.invalid });
/** Set-up and invitation tokens are 256-bit random, base64url (43 characters). */
const tokenField = () => z.string({ error: MSG.required }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'admin:setup.invalidLink' });

export const LoginBodySchema = z.object({ email: emailField(), password: z.string({ error: MSG.required }).min(1, { error: MSG.required }).max(PASSWORD_MAX_LENGTH) });
export const CodeBodySchema = z.object({ code: codeField() });
export const SetupCheckBodySchema = z.object({ token: tokenField() });
export const SetupPasswordBodySchema = z.object({ token: tokenField(), password: passwordField() });
export const SetupConfirmBodySchema = z.object({ token: tokenField(), code: z.string({ error: MSG.required }).trim().regex(/^\d{6}$/, { error: 'admin:login.badCode' }) });

/** `locale`: the language of the invitation e-mail and of the set-up screen it opens (the inviter's when absent). */
export const InviteBodySchema = z.object({ email: emailField(), name: requiredText(100), role: roleField(), locale: z.enum(LOCALES, { error: MSG.invalid }).optional() });
export const ChangeRoleBodySchema = z.object({ role: roleField() });
export const StaffIdParamsSchema = z.object({ id: publicId() });

export const ApiTokenBodySchema = z.object({ name: requiredText(80) });
export const ApiTokenParamsSchema = z.object({ id: publicId() });

/** A calendar day (YYYY-MM-DD, UTC): `from` counts from its start, `to` up to its end. */
const isoDate = () => z.iso.date({ error: MSG.invalid }).optional();
export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(25),
});
export const AuditQuerySchema = ListQuerySchema.extend({
  actor: z.string().trim().max(254).optional(),
  entity: z.string().trim().max(60).optional(),
  action: z.enum(AUDIT_ACTION_IDS as [string, ...string[]], { error: MSG.invalid }).optional(),
  entityId: z.string().trim().max(60).optional(),
  from: isoDate(),
  to: isoDate(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
