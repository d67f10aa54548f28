/**
 * The form's public page and where its confirmation's learn-more link goes (the spec's spelling
 * of "eduaction" is the path). Kept apart from the lists so the page's first download stays small.
 */
export const UNIVERSITY_FORM_PATH = '/provider/university-registration';
export const UNIVERSITY_LEARN_MORE_PATH = '/provider/education-and-support/clinical-eduaction';
