import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../src/course/course';
import { QUIZ_SETS, answerKey, publicQuiz } from '../src/quiz/question-sets';
import { QUIZ_PASS_MARK, QUIZ_QUESTION_COUNT, type QuizOptionId } from '../src/quiz/constants';
import { QUIZ_MSG } from '../src/quiz/constants';
import { gradeQuiz, quizAnswersSchemaFor } from '../src/quiz/quiz';

const wrong = (o: QuizOptionId): QuizOptionId => (o === 'a' ? 'b' : 'a');

/** Answers with exactly `n` correct, the first `n` questions right and the rest wrong. */
function answersWith(variant: 'standard' | 'pediatric', n: number) {
  return Object.fromEntries(QUIZ_SETS[variant].map((q, i) => [q.id, i < n ? q.correct : wrong(q.correct)]));
}

describe('quiz constants', () => {
  it('are the spec values: 5 questions, pass at 4', () => {
    expect(QUIZ_QUESTION_COUNT).toBe(5);
    expect(QUIZ_PASS_MARK).toBe(4);
  });
});

describe.each(VARIANTS)('%s set', (variant) => {
  const set = QUIZ_SETS[variant];
  it('has five questions with unique ids, each with a correct option among its options', () => {
    expect(set).toHaveLength(QUIZ_QUESTION_COUNT);
    expect(new Set(set.map((q) => q.id)).size).toBe(QUIZ_QUESTION_COUNT);
    for (const q of set) expect(q.options).toContain(q.correct);
  });

  it.each([
    [0, false],
    [1, false],
    [2, false],
    [3, false],
    [4, true],
    [5, true],
  ])('grades %i correct as passed=%s', (n, passed) => {
    expect(gradeQuiz(answerKey(variant), answersWith(variant, n))).toEqual({ correct: n, passed });
  });

  it('publishes the questions without any answer', () => {
    const pub = publicQuiz(variant);
    expect(pub.questions.map((q) => q.id)).toEqual(set.map((q) => q.id));
    expect(JSON.stringify(pub)).not.toMatch(/correct|answer/i);
  });
});

describe('the two sets', () => {
  it('do not share question ids', () => {
    const std = QUIZ_SETS.standard.map((q) => q.id);
    expect(QUIZ_SETS.pediatric.filter((q) => std.includes(q.id))).toEqual([]);
  });
});

describe('quiz answers validation', () => {
  const questions = publicQuiz('standard').questions;
  const schema = quizAnswersSchemaFor(questions);
  const full = answersWith('standard', 5);
  const first = questions[0].id;
  it.each([
    ['complete', full, []],
    ['one unanswered', { ...full, [first]: undefined }, [QUIZ_MSG.answerAll]],
    ['empty', {}, [QUIZ_MSG.answerAll]],
    ['an option that does not exist', { ...full, [first]: 'e' }, ['errors:validation.invalid']],
    ['a question of the other set', { ...full, ped_growth: 'a' }, ['errors:validation.invalid']],
  ])('%s', (_name, answers, expected) => {
    const result = schema.safeParse(answers);
    expect(result.success).toBe(expected.length === 0);
    expect([...new Set(result.error?.issues.map((i) => i.message) ?? [])]).toEqual(expected);
  });
});

describe('quiz catalog', () => {
  const root = join(import.meta.dirname, '..', 'locales');
  it.each(['en', 'fr-CA'])('has every question and option text of both sets in %s', (locale) => {
    const catalog = JSON.parse(readFileSync(join(root, locale, 'quiz.json'), 'utf8'));
    for (const q of [...QUIZ_SETS.standard, ...QUIZ_SETS.pediatric]) {
      expect(catalog.questions[q.id].text).toBeTruthy();
      expect(Object.keys(catalog.questions[q.id].options).sort()).toEqual([...q.options].sort());
    }
  });

  it('says the failure with the number filled in (spec section 8)', () => {
    const en = JSON.parse(readFileSync(join(root, 'en', 'quiz.json'), 'utf8'));
    const text = en.failed.replace('{{number}}', '3').replaceAll('{{total}}', String(QUIZ_QUESTION_COUNT)).replace('{{passMark}}', String(QUIZ_PASS_MARK));
    expect(text).toBe('You answered 3/5 questions correctly. The passing score is 4/5. Please try again');
  });
});
