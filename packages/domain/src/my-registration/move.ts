import type { CourseKind, CourseType, Variant } from '../course/course';
import { opensForRegistration } from '../schedule/session';
import type { SessionStatus } from '../sessions-admin/rules';
import { isPublished } from '../sessions-admin/rules';
import { canChange, type SelfServicePolicy } from './policy';

/** What the move rules read of a session. */
export interface MoveSession {
  id: string;
  kind: CourseKind;
  courseType: CourseType;
  variant: Variant;
  status: SessionStatus;
  startsAt: Date | string | null;
}

/**
 * Whether a registrant may move from `current` to `target` on their own page (issue 42): another
 * published live session of the same course (kind) and variant, still open for registration, whose
 * own changes cut-off has not passed (so a registrant cannot land in a session they could no longer
 * leave or change). Staff move across kinds too (admin-actions.ts); the registrant does not, since
 * a different course is a different purchase. Seats are decided by the claim, not here.
 */
export function isMoveTarget(current: MoveSession, target: MoveSession, targetPolicy: SelfServicePolicy, now: Date): boolean {
  return (
    target.id !== current.id &&
    target.courseType === 'live' &&
    current.courseType === 'live' &&
    target.kind === current.kind &&
    target.variant === current.variant &&
    isPublished(target) &&
    opensForRegistration(target, now) &&
    canChange(targetPolicy, target, now)
  );
}

/** Seats a registration needs wherever it goes: the doctor's and one per team member. */
export const seatsNeeded = (teamSize: number) => 1 + teamSize;
