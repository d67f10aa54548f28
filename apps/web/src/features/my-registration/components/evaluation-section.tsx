import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_TEXT_MAX, RATING_MAX, RATING_MIN, type EvaluationAnswers } from '@portal/domain/ce-records/evaluation';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import { ChoiceGroup } from '../../../components/choice-group';
import { FormTextField } from '../../../components/form/form-text-field';
import { Notice } from '../../../components/notice';
import * as panel from '../../../components/panel.css';
import { useLocale } from '../../../lib/locale';
import { button } from '../../../styles/button.css';
import { useEvaluation, useSubmitEvaluation, type EvaluationView } from '../api/evaluation';
import * as css from './evaluation-section.css';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i));

/**
 * "Evaluate this course" (issue 52, item 2) on the registrant's own page, once attendance is
 * recorded: the attended course's questions (ratings as radios 1-5, yes/no with a comment, free
 * text), sent once; then "Thank you". The certificate's section says when it waits for it.
 */
export function EvaluationSection({ registration: r, token }: { registration: MyRegistrationView; token: string }) {
  const { t } = useTranslation('evaluation');
  const state = r.evaluation.state;
  if (state === 'answered') {
    return (
      <section aria-labelledby="evaluation-heading" id="evaluation">
        <h2 id="evaluation-heading" className={panel.heading}>
          {t('page.title')}
        </h2>
        <Notice severity="success" role="status">
          <span data-testid="evaluation-thanks">{t('page.thanks')}</span>
        </Notice>
      </section>
    );
  }
  if (state !== 'invited') return null;
  return <EvaluationForm token={token} certificateWaits={r.evaluation.certificateWaits} />;
}

function EvaluationForm({ token, certificateWaits }: { token: string; certificateWaits: boolean }) {
  const { t } = useTranslation('evaluation');
  const locale = useLocale();
  const { data } = useEvaluation(token, locale, true);
  const submit = useSubmitEvaluation(token, locale);
  const [values, setValues] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const questions = data?.questions ?? [];
  const set = (id: string, value: string) => setValues((v) => ({ ...v, [id]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const unanswered = questions.filter((q) => q.kind !== 'text' && !values[q.id]).map((q) => q.id);
    setMissing(unanswered);
    if (unanswered.length) {
      document.getElementById(unanswered[0])?.focus();
      return;
    }
    submit.mutate(answersOf(questions, values));
  };

  return (
    <section aria-labelledby="evaluation-heading" id="evaluation">
      <h2 id="evaluation-heading" className={panel.heading}>
        {t('page.title')}
      </h2>
      <p className={css.text}>{t('page.intro')}</p>
      {certificateWaits && <p className={css.text}>{t('page.certificateWaits')}</p>}
      {data && (
        <form className={css.form} onSubmit={onSubmit} noValidate>
          {questions.map((q) =>
            q.kind === 'text' ? (
              <FormTextField key={q.id} id={q.id} label={q.text} optional multiline minRows={3} value={values[q.id] ?? ''} onChange={(e) => set(q.id, e.target.value)} slotProps={{ htmlInput: { maxLength: ANSWER_TEXT_MAX } }} />
            ) : q.kind === 'rating' ? (
              <ChoiceGroup
                key={q.id}
                name={q.id}
                legend={q.text}
                hint={t('rating.scale')}
                row
                required
                options={RATINGS.map((v) => ({ value: v, label: t(`rating.${v}`) }))}
                value={values[q.id]}
                onChange={(v) => set(q.id, v)}
                error={missing.includes(q.id) ? t('errors.answerRequired') : undefined}
              />
            ) : (
              <div key={q.id}>
                <ChoiceGroup
                  name={q.id}
                  legend={q.text}
                  row
                  required
                  options={[
                    { value: 'yes', label: t('yes') },
                    { value: 'no', label: t('no') },
                  ]}
                  value={values[q.id]}
                  onChange={(v) => set(q.id, v)}
                  error={missing.includes(q.id) ? t('errors.answerRequired') : undefined}
                />
                <FormTextField id={`${q.id}-comment`} label={t('comment')} optional multiline minRows={2} value={values[`${q.id}.comment`] ?? ''} onChange={(e) => set(`${q.id}.comment`, e.target.value)} slotProps={{ htmlInput: { maxLength: ANSWER_TEXT_MAX } }} />
              </div>
            ),
          )}
          {submit.error && (
            <Notice severity="error">
              <span>{submit.error.message}</span>
            </Notice>
          )}
          <button type="submit" className={`${button({ variant: 'contained' })} ${css.submit}`} disabled={submit.isPending}>
            {submit.isPending ? t('page.sending') : t('page.submit')}
          </button>
        </form>
      )}
    </section>
  );
}

/** The form's values as the server takes them: ratings as numbers, yes/no with its comment, texts left out when empty. */
function answersOf(questions: EvaluationView['questions'], values: Record<string, string>): EvaluationAnswers {
  const answers: EvaluationAnswers = {};
  for (const q of questions) {
    const value = values[q.id];
    if (q.kind === 'rating') answers[q.id] = Number(value);
    else if (q.kind === 'yes_no') {
      const comment = values[`${q.id}.comment`]?.trim();
      answers[q.id] = { answer: value === 'yes', ...(comment ? { comment } : {}) };
    } else if (value?.trim()) answers[q.id] = value.trim();
  }
  return answers;
}
