/**
 * Retention rules (PIPEDA principle 5, Law 25 s. 23): what is kept how long before it is
 * anonymised or purged. Each period is configurable (RETENTION_* variables, README); these are the
 * documented defaults.
 */
export const RETENTION_RULES = [
  /** Registrations never paid, anonymised after this long without activity. */
  'unfinished_registrations',
  /** Leads (contact us, scanner trial, university), anonymised after this long without activity. */
  'leads',
  /** Bodies and attachments of mails sent (the outbox), purged; who, when and the subject stay. */
  'mail_bodies',
  /** Audit log entries, deleted after this long. */
  'audit_log',
  /**
   * CE records (attendance, certificates, evaluations, AGD roster submissions, and the minimal form
   * an erasure keeps), deleted this long after the session's date or the on-demand completion
   * (ce-records/record-keeping.ts). Set in whole years (RETENTION_CE_RECORDS_YEARS).
   */
  'ce_records',
] as const;
export type RetentionRule = (typeof RETENTION_RULES)[number];

export interface RetentionPeriod {
  months?: number;
  days?: number;
}

export const DEFAULT_RETENTION: Record<RetentionRule, RetentionPeriod> = {
  unfinished_registrations: { months: 24 },
  leads: { months: 24 },
  mail_bodies: { days: 90 },
  audit_log: { months: 7 * 12 },
  ce_records: { months: 6 * 12 },
};

/** `schedule`: the daily pg-boss job; `staff`: started from the back office. */
export const RETENTION_RUN_TRIGGERS = ['schedule', 'staff'] as const;
export type RetentionRunTrigger = (typeof RETENTION_RUN_TRIGGERS)[number];
