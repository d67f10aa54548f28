import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerPairs, objectivesAnswersSchema, objectivesBodySchema } from '../src/questionnaire/objectives';
import { ANSWER_ALL, OBJECTIVE_QUESTIONS } from '../src/questionnaire/objective-questions';
import { goDigitalChoiceSchema, goDigitalOfferBodySchema } from '../src/questionnaire/scanner';
import { SCANNERS, SCANNER_MSG } from '../src/questionnaire/scanner-options';

const complete = { question_1: 'grow_practice', question_2: 'cases_3_5', question_3: 'mild_crowding_spacing', question_4: 'team_training' };
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => [...new Set(r.error?.issues.map((i) => i.message) ?? [])];

describe('objectives questionnaire', () => {
  it('has four questions question_1..question_4 with unique option codes', () => {
    expect(OBJECTIVE_QUESTIONS.map((q) => q.id)).toEqual(['question_1', 'question_2', 'question_3', 'question_4']);
    for (const q of OBJECTIVE_QUESTIONS) {
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(new Set(q.options).size).toBe(q.options.length);
    }
  });

  it.each([
    ['all answered', complete, []],
    ['one missing', { ...complete, question_3: undefined }, [ANSWER_ALL]],
    ['one empty', { ...complete, question_2: '' }, [ANSWER_ALL]],
    ['none', {}, [ANSWER_ALL]],
    ['an option of another question', { ...complete, question_1: 'cases_3_5' }, ['errors:validation.invalid']],
    ['an unknown code', { ...complete, question_4: 'free text' }, ['errors:validation.invalid']],
    ['a wrong type', { ...complete, question_4: 4 }, ['errors:validation.invalid']],
    ['an unknown question', { ...complete, question_5: 'grow_practice' }, ['errors:validation.invalid']],
  ])('%s', (_name, answers, expected) => {
    const result = objectivesAnswersSchema.safeParse(answers);
    expect(result.success).toBe(expected.length === 0);
    expect(messages(result)).toEqual(expected);
  });

  it('asks to answer all questions when the answers are missing from the request', () => {
    const result = objectivesBodySchema.safeParse({ id: 'A'.repeat(22) });
    expect(messages(result)).toEqual([ANSWER_ALL]);
  });

  it('stores one question_N / answer pair per question, in order', () => {
    expect(answerPairs(objectivesAnswersSchema.parse(complete))).toEqual([
      { questionId: 'question_1', answerId: 'grow_practice' },
      { questionId: 'question_2', answerId: 'cases_3_5' },
      { questionId: 'question_3', answerId: 'mild_crowding_spacing' },
      { questionId: 'question_4', answerId: 'team_training' },
    ]);
  });
});

describe('scanner question and trial offer', () => {
  it('offers eight scanners, the last Other', () => {
    expect(SCANNERS).toHaveLength(8);
    expect(SCANNERS.at(-1)).toBe('other');
  });

  it.each([
    ['declined, scanner question skipped', { added_to_cart: false }, []],
    ['declined, no scanner', { owns_scanner: 'no', added_to_cart: false }, []],
    ['accepted with terms', { owns_scanner: 'yes', scanner: 'medit', added_to_cart: true, terms_accepted: true }, []],
    ['accepted, owns one, make not given', { owns_scanner: 'yes', added_to_cart: true, terms_accepted: true }, []],
    ['accepted without terms', { added_to_cart: true }, [SCANNER_MSG.termsRequired]],
    ['accepted with terms refused', { added_to_cart: true, terms_accepted: false }, [SCANNER_MSG.termsRequired]],
    ['a make without owning a scanner', { owns_scanner: 'no', scanner: 'trios', added_to_cart: false }, [SCANNER_MSG.scannerWithoutYes]],
    ['an unknown make', { owns_scanner: 'yes', scanner: 'acme', added_to_cart: false }, ['errors:validation.invalid']],
    ['added_to_cart as a string', { added_to_cart: 'true' }, ['errors:validation.invalid']],
    ['added_to_cart missing', {}, ['errors:validation.invalid']],
  ])('%s', (_name, choice, expected) => {
    const result = goDigitalChoiceSchema.safeParse(choice);
    expect(result.success).toBe(expected.length === 0);
    expect(messages(result)).toEqual(expected);
  });

  it('applies the same rules to the request body, which also needs the id', () => {
    expect(goDigitalOfferBodySchema.safeParse({ id: 'A'.repeat(22), added_to_cart: true }).success).toBe(false);
    expect(goDigitalOfferBodySchema.safeParse({ id: 'A'.repeat(22), added_to_cart: false }).success).toBe(true);
    expect(goDigitalOfferBodySchema.safeParse({ added_to_cart: false }).success).toBe(false);
  });
});

describe('objectives catalog', () => {
  const root = join(import.meta.dirname, '..', 'locales');
  it.each(['en', 'fr-CA'])('has a text for every question, option and scanner in %s', (locale) => {
    const catalog = JSON.parse(readFileSync(join(root, locale, 'objectives.json'), 'utf8'));
    for (const q of OBJECTIVE_QUESTIONS) {
      expect(catalog.questions[q.id].text).toBeTruthy();
      expect(Object.keys(catalog.questions[q.id].options).sort()).toEqual([...q.options].sort());
    }
    expect(Object.keys(catalog.scanners).sort()).toEqual([...SCANNERS].sort());
  });
});
