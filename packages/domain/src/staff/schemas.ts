import { z } from 'zod/mini';
import { emailField, MSG, publicId, requiredText } from '../http/validation';
import { LOCALES } from '../locale/locales';
import { AUDIT_ACTION_IDS } from './audit-actions';
import { STAFF_ROLES } from './roles';

/** Request bodies of the back office's access routes, shared by the server and the web forms. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

export const passwordField = () =>
  z.string({ error: MSG.required }).check(z.minLength(PASSWORD_MIN_LENGTH, { error: 'admin:password.tooShort' }), z.maxLength(PASSWORD_MAX_LENGTH, { error: MSG.tooLong }));

/** A 6-digit TOTP code, or a recovery code (xxxxx-xxxxx), as typed: spaces are ignored. */
export const codeField = () =>
  z.pipe(
    z.pipe(z.string({ error: MSG.required }), z.transform((s: string) => s.replace(/\s+/g, '').toLowerCase())),
    z.string().check(z.minLength(6, { error: 'admin:login.badCode' }), z.maxLength(20, { error: 'admin:login.badCode' })),
  );

const roleField = () => z.enum(STAFF_ROLES, { error: MSG.invalid });
/** Set-up and invitation tokens are 256-bit random, base64url (43 characters). */
const tokenField = () => z.string({ error: MSG.required }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: 'admin:setup.invalidLink' }));

export const LoginBodySchema = z.object({ email: emailField(), password: z.string({ error: MSG.required }).check(z.minLength(1, { error: MSG.required }), z.maxLength(PASSWORD_MAX_LENGTH)) });
export const CodeBodySchema = z.object({ code: codeField() });
export const SetupCheckBodySchema = z.object({ token: tokenField() });
export const SetupPasswordBodySchema = z.object({ token: tokenField(), password: passwordField() });
export const SetupConfirmBodySchema = z.object({ token: tokenField(), code: z.string({ error: MSG.required }).check(z.trim(), z.regex(/^\d{6}$/, { error: 'admin:login.badCode' })) });

/** `locale`: the language of the invitation e-mail and of the set-up screen it opens (the inviter's when absent). */
export const InviteBodySchema = z.object({ email: emailField(), name: requiredText(100), role: roleField(), locale: z.optional(z.enum(LOCALES, { error: MSG.invalid })) });
export const ChangeRoleBodySchema = z.object({ role: roleField() });
export const StaffIdParamsSchema = z.object({ id: publicId() });

/** GET /api/admin/auth/me: the signed-in staff member (the server's answer is serialized with it). */
export const SignedInStaffSchema = z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(STAFF_ROLES) });

export const ApiTokenBodySchema = z.object({ name: requiredText(80) });
export const ApiTokenParamsSchema = z.object({ id: publicId() });

/** A calendar day (YYYY-MM-DD, UTC): `from` counts from its start, `to` up to its end. */
const isoDate = () => z.optional(z.iso.date({ error: MSG.invalid }));
/** A page number or size from the query string: a whole number up to `max`, `fallback` when absent. */
export const pageNumber = (max: number, fallback: number) => z._default(z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(max)), fallback);
export const ListQuerySchema = z.object({
  page: pageNumber(100_000, 1),
  perPage: pageNumber(200, 25),
});
export const AuditQuerySchema = z.extend(ListQuerySchema, {
  actor: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  entity: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  action: z.optional(z.enum(AUDIT_ACTION_IDS as [string, ...string[]], { error: MSG.invalid })),
  entityId: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  from: isoDate(),
  to: isoDate(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
