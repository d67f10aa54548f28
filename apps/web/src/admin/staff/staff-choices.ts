import { LOCALES } from '@portal/domain/locale/locales';
import { STAFF_ROLES, STAFF_STATUSES } from '@portal/domain/staff/roles';

/** Choices for react-admin inputs and fields: names are catalog keys, translated by the shell. */
export const ROLE_CHOICES = STAFF_ROLES.map((id) => ({ id, name: `admin:roles.${id}` }));
export const STATUS_CHOICES = STAFF_STATUSES.map((id) => ({ id, name: `admin:statuses.${id}` }));
/** The languages an invitation can be written in, named as the site's language menu names them. */
export const LANGUAGE_CHOICES = LOCALES.map((id) => ({ id, name: `common:locale.${id}` }));
