import type { CourseType, Variant } from '@portal/domain/course/course';
import type { Locale } from '@portal/domain/locale/locales';
import type { Status, Step } from '@portal/domain/registration/status';
import { get } from '../../lib/api-client';

/** The provider record (GET /api/provider/id/{id}): where the server says this registration is. */
export interface ProviderRecord {
  id: string;
  status: Status;
  locale: Locale;
  course_type: CourseType;
  variant: Variant;
  step: Step;
}

/**
 * Read fresh by the funnel's and the campaign pages' loaders on every navigation (their
 * `shouldRevalidate`), never cached: a step that moved the record only has to navigate.
 */
export const getProvider = (id: string) => get<ProviderRecord>(`/api/provider/id/${encodeURIComponent(id)}`);
