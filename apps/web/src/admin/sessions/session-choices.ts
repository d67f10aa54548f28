import { DELIVERY_METHODS } from '@portal/domain/ce-records/agd-roster';
import { COURSE_KINDS, COURSE_TYPES, MODALITIES, VARIANTS } from '@portal/domain/course/course';
import { SCHEDULE_COUNTRIES } from '@portal/domain/schedule/filters';
import { AUDIENCES, SESSION_STATUSES } from '@portal/domain/sessions-admin/rules';

/** Choices of the session screens: names are catalog keys, translated by the shell. */
const choices = (ids: readonly string[], prefix: string) => ids.map((id) => ({ id, name: `admin-sessions:${prefix}.${id}` }));

export const KIND_CHOICES = choices(COURSE_KINDS, 'kinds');
export const COURSE_TYPE_CHOICES = choices(COURSE_TYPES, 'courseTypes');
export const VARIANT_CHOICES = choices(VARIANTS, 'variants');
export const MODALITY_CHOICES = choices(MODALITIES, 'modalities');
export const LANGUAGE_CHOICES = choices(['en', 'fr'], 'languages');
export const AUDIENCE_CHOICES = choices(AUDIENCES, 'audiences');
export const DELIVERY_METHOD_CHOICES = choices(DELIVERY_METHODS, 'deliveryMethods');
export const STATUS_CHOICES = choices(SESSION_STATUSES, 'status');
export const COUNTRY_CHOICES = SCHEDULE_COUNTRIES.map((id) => ({ id, name: id }));

/** Every IANA zone the browser knows, the venues' zones first. */
const COMMON_ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Toronto', 'America/Vancouver', 'America/Halifax', 'America/Puerto_Rico'];
export const TIME_ZONE_CHOICES = [...new Set([...COMMON_ZONES, ...Intl.supportedValuesOf('timeZone')])].map((id) => ({ id, name: id }));
