import { describe, expect, it } from 'vitest';
import { readErrorText, UNKNOWN_ERROR_TEXT } from '../src/errors/error-text';

describe('readErrorText (spec section 8)', () => {
  it.each([
    [{ errors: ['First', 'Second'] }, 'First, Second'],
    [{ errors: 'Only one' }, 'Only one'],
    [{ errors: [], error: 'Fallback' }, 'Fallback'],
    [{ errors: ['List wins'], error: 'ignored' }, 'List wins'],
    [{ error: 'Plain' }, 'Plain'],
    [{ error: 42 }, UNKNOWN_ERROR_TEXT],
    [{ errors: { a: 1 } }, UNKNOWN_ERROR_TEXT],
    [null, UNKNOWN_ERROR_TEXT],
    ['text body', UNKNOWN_ERROR_TEXT],
    [{}, UNKNOWN_ERROR_TEXT],
  ])('%j -> %s', (body, expected) => {
    expect(readErrorText(body)).toBe(expected);
  });

  it('uses the caller’s localized unknown text', () => {
    expect(readErrorText({}, 'Une erreur inconnue est survenue')).toBe('Une erreur inconnue est survenue');
  });
});
