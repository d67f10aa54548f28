import { describe, expect, it } from 'vitest';
import { SCORM_MODULE_COUNT } from '../src/course/course';
import { CmiSchema, SUSPEND_DATA_MAX, UpdateModuleSchema } from '../src/education/cmi';
import { contentLanguage, isCompletedStatus, moduleAnchor, MODULE_IDS } from '../src/education/modules';

describe('education modules', () => {
  it('has one id per module of the course', () => {
    expect(MODULE_IDS).toHaveLength(SCORM_MODULE_COUNT);
  });

  it.each([
    ['completed', true], ['passed', true], ['failed', false], ['incomplete', false], ['browsed', false], ['not attempted', false], [null, false],
  ] as const)('counts lesson_status %s as completed: %s', (status, done) => {
    expect(isCompletedStatus(status)).toBe(done);
  });

  it.each([['en', 'en'], ['en-CA', 'en'], ['fr-CA', 'fr']])('plays %s learners the %s content', (locale, lang) => {
    expect(contentLanguage(locale)).toBe(lang);
  });

  it('anchors modules as #module-1..3', () => {
    expect(MODULE_IDS.map((_, i) => moduleAnchor(i))).toEqual(['module-1', 'module-2', 'module-3']);
  });
});

describe('CmiSchema', () => {
  it.each<[string, unknown, boolean]>([
    ['a full save', { lesson_location: '3', suspend_data: '{"a":1}', lesson_status: 'incomplete', score_raw: 67 }, true],
    ['an empty save', {}, true],
    ['a score of null', { score_raw: null }, true],
    ['suspend_data at the SCORM 1.2 limit', { suspend_data: 'x'.repeat(SUSPEND_DATA_MAX) }, true],
    ['suspend_data past the limit', { suspend_data: 'x'.repeat(SUSPEND_DATA_MAX + 1) }, false],
    ['a location past 255 characters', { lesson_location: 'x'.repeat(256) }, false],
    ['an unknown status', { lesson_status: 'done' }, false],
    ['a negative score', { score_raw: -1 }, false],
    ['a score as text', { score_raw: '80' }, false],
    ['an unknown element', { total_time: '0000:10:00' }, false],
  ])('%s: valid %s', (_name, cmi, ok) => {
    expect(CmiSchema.safeParse(cmi).success).toBe(ok);
  });

  it('refuses unknown modules and malformed registration ids', () => {
    const cmi = { lesson_status: 'completed' };
    expect(UpdateModuleSchema.safeParse({ registrationId: 'A'.repeat(22), moduleId: 'fundamentals', cmi }).success).toBe(true);
    expect(UpdateModuleSchema.safeParse({ registrationId: 'A'.repeat(22), moduleId: 'module-4', cmi }).success).toBe(false);
    expect(UpdateModuleSchema.safeParse({ registrationId: 'short', moduleId: 'fundamentals', cmi }).success).toBe(false);
  });
});
