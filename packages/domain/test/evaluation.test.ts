import { describe, expect, it } from 'vitest';
import {
  ANSWER_TEXT_MAX,
  certificateWaits,
  courseKeyOf,
  DEFAULT_QUESTIONS,
  evaluatedSession,
  evaluationAnswerSchema,
  evaluationFormSchema,
  evaluationState,
  questionText,
  type EvaluationFacts,
} from '../src/ce-records/evaluation';
import en from '../locales/en/evaluation.json';
import fr from '../locales/fr-CA/evaluation.json';

const answers = {
  objectives_met: 5,
  instructor_knowledge: 4,
  instructor_clarity: 3,
  relevance_to_practice: 5,
  commercial_bias: { answer: true, comment: 'The aligner brand was pushed.' },
  what_to_change: 'More cases.',
};
const schema = evaluationAnswerSchema(DEFAULT_QUESTIONS);
const ok = (a: unknown) => schema.safeParse({ answers: a }).success;

describe('evaluation answers', () => {
  it('takes a full answer, and one without the free texts', () => {
    expect(ok(answers)).toBe(true);
    const { what_to_change: _, ...noText } = answers;
    expect(ok({ ...noText, commercial_bias: { answer: false } })).toBe(true);
  });

  it('refuses ratings out of 1-5 or not whole, and a missing rating', () => {
    expect(ok({ ...answers, objectives_met: 0 })).toBe(false);
    expect(ok({ ...answers, objectives_met: 6 })).toBe(false);
    expect(ok({ ...answers, objectives_met: 4.5 })).toBe(false);
    expect(ok({ ...answers, objectives_met: '5' })).toBe(false);
    const { instructor_clarity: _, ...missing } = answers;
    expect(ok(missing)).toBe(false);
  });

  it('refuses an unknown (forged) question id and a yes/no given as a rating', () => {
    expect(ok({ ...answers, injected: 'x' })).toBe(false);
    expect(ok({ ...answers, commercial_bias: 1 })).toBe(false);
    expect(ok({ ...answers, commercial_bias: { answer: true, extra: 1 } })).toBe(false);
  });

  it('refuses over-long texts, takes the longest allowed', () => {
    expect(ok({ ...answers, what_to_change: 'x'.repeat(ANSWER_TEXT_MAX) })).toBe(true);
    expect(ok({ ...answers, what_to_change: 'x'.repeat(ANSWER_TEXT_MAX + 1) })).toBe(false);
    expect(ok({ ...answers, commercial_bias: { answer: true, comment: 'x'.repeat(ANSWER_TEXT_MAX + 1) } })).toBe(false);
  });

  it('follows the course\'s questions: a question staff removed is refused, one they added is asked', () => {
    const edited = [...DEFAULT_QUESTIONS.filter((q) => q.id !== 'relevance_to_practice'), { id: 'pace', kind: 'rating' as const, text: { en: 'Pace', fr: 'Rythme' } }];
    const s = evaluationAnswerSchema(edited);
    expect(s.safeParse({ answers }).success).toBe(false);
    const { relevance_to_practice: _, ...rest } = answers;
    expect(s.safeParse({ answers: { ...rest, pace: 2 } }).success).toBe(true);
  });
});

describe('evaluation forms', () => {
  const form = (questions: unknown) => evaluationFormSchema.safeParse({ questions, certificateWaits: false }).success;
  it('takes the defaults, and questions of staff\'s own with words in both languages', () => {
    expect(form(DEFAULT_QUESTIONS)).toBe(true);
    expect(form([{ id: 'pace', kind: 'rating', text: { en: 'Pace', fr: 'Rythme' } }])).toBe(true);
  });
  it('refuses duplicate ids, a question of its own without words, a default under another kind, bad ids and no question', () => {
    expect(form([DEFAULT_QUESTIONS[0], DEFAULT_QUESTIONS[0]])).toBe(false);
    expect(form([{ id: 'pace', kind: 'rating' }])).toBe(false);
    expect(form([{ id: 'objectives_met', kind: 'text' }])).toBe(false);
    expect(form([{ id: 'Bad Id', kind: 'rating', text: { en: 'a', fr: 'b' } }])).toBe(false);
    expect(form([{ id: 'pace', kind: 'rating', text: { en: ' ', fr: 'b' } }])).toBe(false);
    expect(form([])).toBe(false);
  });
});

describe('who may evaluate, and when', () => {
  const facts = (over: Partial<EvaluationFacts>): EvaluationFacts => ({ ended: null, attendance: { offeringId: 's1' }, started: true, answered: false, ...over });
  it('attended (marked, or the on-demand course completed) and not answered: invited', () => {
    expect(evaluationState(facts({}))).toBe('invited');
  });
  it('not attended, or marked present before the session started: not yet', () => {
    expect(evaluationState(facts({ attendance: null }))).toBe('not_yet');
    expect(evaluationState(facts({ started: false }))).toBe('not_yet');
  });
  it('cancelled or refunded: closed, even after attending; an answer given before stays answered', () => {
    expect(evaluationState(facts({ ended: 'cancelled' }))).toBe('closed');
    expect(evaluationState(facts({ ended: 'refunded' }))).toBe('closed');
    expect(evaluationState(facts({ ended: 'refunded', answered: true }))).toBe('answered');
  });
  it('one answer: answered once, asked no more', () => {
    expect(evaluationState(facts({ answered: true }))).toBe('answered');
  });
  it('a registration moved after attending evaluates the session attended, not where it stands now', () => {
    // The attendance row keeps the session attended; the registration's current session is not an input.
    expect(evaluatedSession(facts({ attendance: { offeringId: 'attended' } }))).toBe('attended');
    expect(evaluatedSession(facts({ attendance: null }))).toBeNull();
  });
  it('a team member has no evaluation of their own: one per registration (the state is the registration\'s)', () => {
    // The facts carry no team: the same registration, whatever its team's size, is invited once and answers once.
    expect(evaluationState(facts({ answered: true }))).toBe('answered');
  });
  it('the certificate waits only when staff chose so and the evaluation is asked', () => {
    expect(certificateWaits({ certificateWaits: true }, 'invited')).toBe(true);
    expect(certificateWaits({ certificateWaits: true }, 'answered')).toBe(false);
    expect(certificateWaits({ certificateWaits: true }, 'closed')).toBe(false);
    expect(certificateWaits({ certificateWaits: false }, 'invited')).toBe(false);
  });
});

describe('course keys and texts', () => {
  it('a course is its type and variant', () => {
    expect(courseKeyOf({ courseType: 'on_demand', variant: 'pediatric' })).toBe('on_demand:pediatric');
  });
  it('every default question has words in en and fr-CA; staff\'s words win', () => {
    for (const q of DEFAULT_QUESTIONS) {
      expect((en.questions as Record<string, string>)[q.id]).toBeTruthy();
      expect((fr.questions as Record<string, string>)[q.id]).toBeTruthy();
    }
    const t = (key: string) => `t(${key})`;
    expect(questionText(DEFAULT_QUESTIONS[0], 'fr-CA', t)).toBe('t(evaluation:questions.objectives_met)');
    expect(questionText({ id: 'pace', kind: 'rating', text: { en: 'Pace', fr: 'Rythme' } }, 'fr-CA', t)).toBe('Rythme');
    expect(questionText({ id: 'pace', kind: 'rating', text: { en: 'Pace', fr: 'Rythme' } }, 'en-CA', t)).toBe('Pace');
  });
});

describe('results', () => {
  it('counts, averages and distributions per rating, yes/no counts and the comments; a removed question keeps its results', async () => {
    const { evaluationResults } = await import('../src/ce-records/evaluation');
    const old = [...DEFAULT_QUESTIONS];
    const edited = [{ id: 'objectives_met', kind: 'rating' as const }, { id: 'pace', kind: 'rating' as const, text: { en: 'Pace', fr: 'Rythme' } }];
    const r = evaluationResults([
      { questions: old, answers },
      { questions: old, answers: { ...answers, objectives_met: 3, commercial_bias: { answer: false }, what_to_change: '' } },
      { questions: edited, answers: { objectives_met: 4, pace: 2 } },
    ]);
    expect(r.answers).toBe(3);
    const q = (id: string) => r.questions.find((x) => x.id === id)!;
    expect(q('objectives_met')).toMatchObject({ count: 3, average: 4, distribution: [0, 0, 1, 1, 1] });
    expect(q('commercial_bias')).toMatchObject({ count: 2, yes: 1, no: 1, comments: ['The aligner brand was pushed.'] });
    expect(q('what_to_change')).toMatchObject({ count: 1, comments: ['More cases.'] });
    expect(q('relevance_to_practice')).toMatchObject({ count: 2, average: 5 });
    expect(q('pace')).toMatchObject({ count: 1, average: 2 });
    expect(evaluationResults([]).questions).toEqual([]);
  });
});
