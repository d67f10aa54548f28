import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ANSWER_ALL, OBJECTIVE_QUESTIONS } from '@portal/domain/questionnaire/objective-questions';
import type { ObjectivesAnswers } from '@portal/domain/questionnaire/objectives';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { ChoiceField } from '../../../components/form/choice-field';
import { ApiError } from '../../../lib/api-client';
import { usePostObjectives } from '../api/post-objectives';
import { useAdvance } from './use-advance';
import { ErrorSummary } from '../../../components/form/error-summary';
import { SubmitRow } from '../../../components/form/submit-row';
import * as css from './objectives-form.css';

type FormValues = Record<keyof ObjectivesAnswers, string>;
const EMPTY: FormValues = { question_1: '', question_2: '', question_3: '', question_4: '' };

/** The four questions, checked in the browser with the server's schema ('Please answer all questions'). */
export function ObjectivesForm({ id, onAnswered }: { id: string; onAnswered: () => void }) {
  const { t } = useTranslation('objectives');
  const form = useForm<FormValues, unknown, ObjectivesAnswers>({
    resolver: useMemo(() => schemaResolver<FormValues, ObjectivesAnswers>(() => import('@portal/domain/questionnaire/objectives').then((m) => m.objectivesAnswersSchema)), []),
    defaultValues: EMPTY,
    // Focus goes to the error summary, which links to each question.
    shouldFocusError: false,
  });
  const mutation = usePostObjectives();
  const advance = useAdvance(id);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (answers) => {
      setFormError(null);
      try {
        const moved = await mutation.mutateAsync({ id, answers });
        onAnswered();
        await advance(moved.step);
      } catch (err) {
        setFormError(err instanceof ApiError ? err.message : t('errors:generic'));
      }
    },
  );

  // The summary says 'Please answer all questions'; each unanswered question says what to do.
  const fieldError = (key?: string) => (!key ? undefined : key === ANSWER_ALL ? t('chooseAnswer') : t(key));
  const questionLabel = (name: string) => {
    const i = OBJECTIVE_QUESTIONS.findIndex((q) => q.id === name);
    return `${i + 1}. ${t(`questions.${name}.text`)}`;
  };

  const busy = mutation.isPending;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('questionsLabel')} aria-busy={busy} className={css.form}>
      <ErrorSummary control={form.control} title={t(ANSWER_ALL)} idOf={(name) => name} labelOf={questionLabel} errorText={(e) => fieldError(e?.message)} />
      {OBJECTIVE_QUESTIONS.map((q, i) => (
        <ChoiceField
          key={q.id}
          id={q.id}
          name={q.id}
          control={form.control}
          legend={`${i + 1}. ${t(`questions.${q.id}.text`)}`}
          options={q.options.map((code) => ({ value: code, label: t(`questions.${q.id}.options.${code}`) }))}
          errorText={(e) => fieldError(e?.message)}
        />
      ))}
      <SubmitRow busy={busy} label={t('submit')} busyLabel={t('saving')} message={formError} />
    </form>
  );
}
