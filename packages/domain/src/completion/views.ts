import type { CourseType } from '../course/course';
import type { CourseView } from '../checkout/views';

/** GET /api/confirmation/{id}: what the completion page (and the campaign pages) show. */
export interface ConfirmationView {
  id: string;
  status: string;
  courseType: CourseType;
  firstName: string;
  email: string;
  /** The user ID (ClinID). */
  clinId: string;
  limitedPortalView: boolean;
  course: CourseView & { meetingUrl: string | null };
}
