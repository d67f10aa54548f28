/**
 * What the plain field (university-field.tsx) and the searchable list that takes over from it
 * (school-picker.tsx, loaded lazily) share: the one id they both give the input, and how the list
 * takes over. Kept apart so the list does not import the field that loads it (an import circle
 * until issue 50).
 */
export const ID = 'university-university';

/** How the list takes over from the plain field: with the focus, what was typed, opened. */
export interface PickerStart {
  focus: boolean;
  query: string | null;
  open: boolean;
}
