import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PublicQuiz } from '@portal/domain/quiz/public-quiz';
import { QUIZ_MSG } from '@portal/domain/quiz/constants';
import type { QuizAnswers } from '@portal/domain/quiz/quiz';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { ChoiceField } from '../../../components/form/choice-field';
import { usePathFor } from '../../../components/funnel/step-context';
import { ApiError } from '../../../lib/api-client';
import { usePostQuiz } from '../api/post-quiz';
import { SubmitRow } from '../../../components/form/submit-row';
import * as css from './quiz-form.css';

type Message = { severity: 'error' | 'warning'; text: string };

/**
 * The questions, checked for completeness in the browser with the server's schema; graded only by
 * the server. After a fail the answers stay, so the user can change the ones they doubt and retry.
 */
export function QuizForm({ id, quiz }: { id: string; quiz: PublicQuiz }) {
  const { t } = useTranslation('quiz');
  const resolver = useMemo(
    () => schemaResolver<QuizAnswers>(() => import('@portal/domain/quiz/quiz').then((m) => m.quizAnswersSchemaFor(quiz.questions))),
    [quiz.questions],
  );
  const form = useForm<QuizAnswers, unknown, QuizAnswers>({
    resolver,
    defaultValues: Object.fromEntries(quiz.questions.map((q) => [q.id, ''])),
  });
  const mutation = usePostQuiz();
  const navigate = useNavigate();
  const pathFor = usePathFor();
  const [message, setMessage] = useState<Message | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // A new result (the same text twice in a row included) is brought into view and focused.
  useEffect(() => {
    if (message?.severity === 'warning') alertRef.current?.focus();
  }, [message]);

  const onSubmit = form.handleSubmit(
    async (answers) => {
      setMessage(null);
      try {
        const result = await mutation.mutateAsync({ id, answers });
        if (result.passed) {
          navigate(pathFor(result.step), { replace: true });
          return;
        }
        setMessage({ severity: 'warning', text: t('failed', { number: result.correct, total: result.total, passMark: result.passMark }) });
      } catch (err) {
        setMessage({ severity: 'error', text: err instanceof ApiError ? err.message : t('errors:generic') });
      }
    },
    () => setMessage({ severity: 'error', text: t(QUIZ_MSG.answerAll) }),
  );

  const busy = mutation.isPending;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="quiz-heading" aria-busy={busy} className={css.form}>
      {quiz.questions.map((q, i) => (
        <ChoiceField
          key={q.id}
          id={q.id}
          name={q.id}
          control={form.control}
          legend={
            <>
              <span className={css.number}>{t('questionNumber', { number: i + 1, total: quiz.questionCount })}</span>
              {t(`questions.${q.id}.text`)}
            </>
          }
          hint={t('coveredIn', { number: q.module })}
          options={q.options.map((o) => ({ value: o, label: t(`questions.${q.id}.options.${o}`) }))}
          errorText={(e) => (e?.message ? (e.message === QUIZ_MSG.answerAll ? t('chooseAnswer') : t(e.message)) : undefined)}
        />
      ))}
      <SubmitRow busy={busy} label={t('submit')} busyLabel={t('submitting')} message={message?.text} severity={message?.severity} messageRef={alertRef} />
    </form>
  );
}
