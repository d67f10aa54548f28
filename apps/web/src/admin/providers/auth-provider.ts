import type { AuthProvider } from 'react-admin';
import { CAN, type StaffRole } from '@portal/domain/staff/roles';
import { ApiError, get, request } from '../../lib/api-client';
import { forgetCheckIn } from '../check-in/offline/install-check-in';

/** The signed-in staff member, as GET /api/admin/auth/me answers. */
export interface Me {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/**
 * What each role may do in the shell, for menus and buttons only: the server checks every route
 * itself. `resource` is the admin API's resource name; writes are create/edit/delete.
 */
const RESOURCE_ROLES: Record<string, { read: readonly StaffRole[]; write: readonly StaffRole[] }> = {
  sessions: { read: CAN.readSessions, write: CAN.manageSessions },
  registrations: { read: CAN.readRegistrations, write: [] },
  leads: { read: CAN.readLeads, write: CAN.manageLeads },
  'campaign-imports': { read: CAN.importCampaigns, write: CAN.importCampaigns },
  coupons: { read: CAN.readCodes, write: CAN.manageCodes },
  exports: { read: CAN.export, write: [] },
  'agd-rosters': { read: CAN.agdRosters, write: CAN.agdRosters },
  evaluations: { read: CAN.evaluations, write: CAN.evaluations },
  disclosures: { read: CAN.disclosures, write: CAN.disclosures },
  funnel: { read: CAN.readDashboard, write: [] },
  'scorm-content': { read: CAN.readContent, write: CAN.manageContent },
  'dso-codes': { read: CAN.readCodes, write: CAN.manageCodes },
  'tax-rates': { read: CAN.readCodes, write: CAN.manageCodes },
  mail: { read: CAN.manageMail, write: CAN.manageMail },
  staff: { read: CAN.manageStaff, write: CAN.manageStaff },
  audit: { read: CAN.readAudit, write: [] },
  'webhook-endpoints': { read: CAN.manageWebhooks, write: CAN.manageWebhooks },
  'privacy-requests': { read: CAN.handlePrivacyRequests, write: CAN.handlePrivacyRequests },
  retention: { read: CAN.readRetention, write: CAN.runRetention },
  'api-tokens': { read: CAN.signedIn, write: CAN.signedIn },
};

export function roleCan(role: StaffRole | undefined, resource: string, action: string): boolean {
  const rule = RESOURCE_ROLES[resource];
  if (!role || !rule) return false;
  // The edit page is also a record's read view (its Save shows only for roles that may write).
  const write = ['create', 'delete'].includes(action) || action.startsWith('write');
  return (write ? rule.write : rule.read).includes(role);
}

/**
 * The staff member is asked for once per page view burst: react-admin calls checkAuth, identity
 * and access checks together, so one request answers them all.
 */
let pending: Promise<Me> | null = null;
export function fetchMe(): Promise<Me> {
  pending ??= get<Me>('/api/admin/auth/me').finally(() => setTimeout(() => (pending = null), 1000));
  return pending;
}

export const authProvider: AuthProvider = {
  // The two-step sign-in (password, then code) happens on the login page; by then the session exists.
  login: async () => undefined,
  logout: async () => {
    pending = null;
    await request('POST', '/api/admin/auth/logout', {}).catch(() => undefined);
    // What the check-in screen kept for working offline leaves the phone with the staff member.
    await forgetCheckIn().catch(() => undefined);
  },
  checkAuth: async () => {
    await fetchMe();
  },
  // Only a lost session signs out: a 403 is a refusal of one action (the role does not allow it),
  // shown with the server's text while the person stays signed in.
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
      pending = null;
      throw error;
    }
  },
  getIdentity: async () => {
    const me = await fetchMe();
    return { id: me.id, fullName: me.name || me.email, email: me.email, role: me.role };
  },
  // Nobody signed in has no role: an answer, not a failure. A failure here made react-admin's
  // router (which asks on every screen, the set-up and sign-in screens included) retry, then sign
  // out and leave for /login, taking a person in the middle of setting up their account along.
  getPermissions: async () => {
    try {
      return (await fetchMe()).role;
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
  canAccess: async ({ resource, action }) => {
    try {
      return roleCan((await fetchMe()).role, resource, action);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return false;
      throw err;
    }
  },
};
