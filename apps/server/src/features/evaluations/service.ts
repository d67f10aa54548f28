import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { courseKeyOf, evaluationAnswerSchema, questionText, type EvaluationAnswers, type EvaluationState } from '@portal/domain/ce-records/evaluation';
import { AppError } from '@portal/domain/errors/app-error';
import { MSG } from '@portal/domain/http/messages';
import type { Locale } from '@portal/domain/locale/locales';
import { retryTransaction } from '../../db/retry-transaction';
import { courseEvaluations } from '../../db/schema/evaluations';
import { registrations } from '../../db/schema/registration';
import { translator } from '../../platform/i18n';
import { courseView } from '../checkout/course-view';
import { registrationOfToken } from '../my-registration/links';
import { emitWebhookEvent } from '../webhooks/emit';
import { registrationEvaluation } from './facts';

/** Why an answer is refused (catalog "evaluation"), by where the registration stands. */
const REFUSED: Record<Exclude<EvaluationState, 'invited'>, string> = {
  not_yet: 'evaluation:errors.notInvited',
  closed: 'evaluation:errors.closed',
  answered: 'evaluation:errors.answered',
};

export interface EvaluationView {
  state: EvaluationState;
  /** The title of the course attended, in the reader's locale (null before attendance). */
  courseTitle: string | null;
  /** The questions to answer, in the reader's locale: only while the evaluation is asked. */
  questions: { id: string; kind: 'rating' | 'yes_no' | 'text'; text: string }[];
  answeredAt: string | null;
}

async function ownRegistration(db: NodePgDatabase, token: string, lock: boolean) {
  const id = await registrationOfToken(db, token);
  const query = db.select().from(registrations).where(eq(registrations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.anonymisedAt) throw new AppError(410, 'my-registration:linkInvalid');
  return row;
}

/**
 * GET /api/my-registration/{token}/evaluation: the registrant's evaluation, with the same token as
 * their page (the capability; no sign-in): where it stands and, while it is asked, the attended
 * course's questions as they are now.
 */
export async function getEvaluation(db: NodePgDatabase, token: string, locale: Locale): Promise<EvaluationView> {
  const row = await ownRegistration(db, token, false);
  return viewOf(await registrationEvaluation(db, row), locale);
}

function viewOf(e: Awaited<ReturnType<typeof registrationEvaluation>>, locale: Locale): EvaluationView {
  const t = translator(locale);
  return {
    state: e.state,
    courseTitle: e.session ? courseView(e.session, locale).title : null,
    questions: e.state === 'invited' && e.form ? e.form.questions.map((q) => ({ id: q.id, kind: q.kind, text: questionText(q, locale, t) })) : [],
    answeredAt: e.answeredAt?.toISOString() ?? null,
  };
}

/**
 * POST /api/my-registration/{token}/evaluation: the one answer of a registration, checked against
 * the attended course's questions at this moment (an unknown id, a rating out of 1-5 or an
 * over-long text: 400), stored with those questions, and reported to webhooks
 * (`evaluation.received`). Refused (409) before attendance, once cancelled or refunded, and a second
 * time: the registration's row is locked while it decides, and the table's key refuses a second
 * row whatever happens. `lock: false` exists for the race test's control run only.
 */
export async function submitEvaluation(db: NodePgDatabase, token: string, body: { answers: unknown }, locale: Locale, opts: { lock?: boolean } = {}): Promise<EvaluationView> {
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      const row = await ownRegistration(tx, token, opts.lock ?? true);
      const e = await registrationEvaluation(tx, row);
      if (e.state !== 'invited' || !e.session || !e.form) throw new AppError(409, REFUSED[e.state === 'invited' ? 'not_yet' : e.state]);
      const parsed = evaluationAnswerSchema(e.form.questions).safeParse(body);
      if (!parsed.success) throw new AppError(400, MSG.invalid);
      const submittedAt = new Date();
      const inserted = await tx
        .insert(courseEvaluations)
        .values({
          registrationId: row.id,
          offeringId: e.session.id,
          courseKey: courseKeyOf(e.session),
          questions: e.form.questions,
          answers: parsed.data.answers as EvaluationAnswers,
          locale,
          submittedAt,
        })
        .onConflictDoNothing()
        .returning({ id: courseEvaluations.registrationId });
      if (!inserted.length) throw new AppError(409, REFUSED.answered);
      await emitWebhookEvent(tx, 'evaluation.received', { registrationId: row.id, sessionId: e.session.id, submittedAt: submittedAt.toISOString() });
      return viewOf({ ...e, state: 'answered', answeredAt: submittedAt }, locale);
    }),
  );
}
