/**
 * Back-office roles (issue 10). The server enforces them on every /api/admin/ route; the web shell
 * uses the same lists to show only what a role may use.
 */
export const STAFF_ROLES = ['administrator', 'operations', 'educator', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_STATUSES = ['invited', 'active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** Who may do what: one list per capability, named where routes and menus declare their roles. */
export const CAN = {
  /** Any signed-in staff member: their own profile, sessions and API tokens. */
  signedIn: STAFF_ROLES,
  manageStaff: ['administrator'],
  readAudit: ['administrator'],
  /** Search registrations and read one's whole story (educators see only their sessions' rosters). */
  readRegistrations: ['administrator', 'operations', 'viewer'],
  /** Correct contact data, move to another session, resend the confirmation or a resume link. */
  manageRegistrations: ['administrator', 'operations'],
  /** The leads inbox: everyone but educators reads it; administrators and operations follow leads up. */
  readLeads: ['administrator', 'operations', 'viewer'],
  manageLeads: ['administrator', 'operations'],
  /** Registrations, revenue and seats by session for a period. */
  readDashboard: ['administrator', 'operations', 'viewer'],
  /** Create provider records for a campaign from a CSV file. */
  importCampaigns: ['administrator', 'operations'],
  /** Give money back through the payment provider. */
  refund: ['administrator', 'operations'],
  /** Mark attendance (the back office, POST /api/attendance with an API token). */
  markAttendance: ['administrator', 'operations', 'educator'],
  /** Session rosters: every role reads them (educators only for the sessions they present). */
  readRosters: STAFF_ROLES,
  /** CSV exports of registrations, payments, leads and attendance. */
  export: ['administrator', 'operations'],
  /** AGD rosters (issue 52): the members' AGD IDs go to AGD, so the roles of the exports read, download and mark them sent. */
  agdRosters: ['administrator', 'operations'],
  /** Course evaluations (issue 52): administrators and operations edit the questions and read and export the results (the comments are the participants' words). */
  evaluations: ['administrator', 'operations'],
  /** Commercial-relationship disclosures (issue 52): what participants are told of the provider's and presenters' commercial relationships; the roles that edit evaluation forms. */
  disclosures: ['administrator', 'operations'],
  /** A registrant's CE transcript (issue 52): a person's whole CE record, so the roles that manage registrations; audited. */
  transcripts: ['administrator', 'operations'],
  /** Courses and sessions: every role reads them; administrators and operations create, edit, publish and cancel. */
  readSessions: STAFF_ROLES,
  manageSessions: ['administrator', 'operations'],
  /** Codes and prices (coupons, DSO codes, US/PR tax rates): everyone but educators reads them; administrators and operations change them. */
  readCodes: ['administrator', 'operations', 'viewer'],
  manageCodes: ['administrator', 'operations'],
  /** SCORM packages and which one plays each module: every role reads them; administrators and operations upload and assign. */
  readContent: STAFF_ROLES,
  manageContent: ['administrator', 'operations'],
  /** Mail not delivered yet (dead letters and retries): administrators and operations read it and send a dead letter again. */
  manageMail: ['administrator', 'operations'],
  /** Webhook endpoints to the company's CRM (their URLs, secrets and deliveries): administrators only. */
  manageWebhooks: ['administrator'],
  /** Retention (issue 30): administrators and operations read the periods, the dry-run report and the runs; administrators start a run. */
  readRetention: ['administrator', 'operations'],
  runRetention: ['administrator'],
  /** Privacy requests (issue 30): administrators and operations list, read, export, correct, log and close them; only administrators erase a person's data. */
  handlePrivacyRequests: ['administrator', 'operations'],
  erasePersonalData: ['administrator'],
} as const satisfies Record<string, readonly StaffRole[]>;

export const roleAllows = (allowed: readonly StaffRole[], role: StaffRole) => allowed.includes(role);
