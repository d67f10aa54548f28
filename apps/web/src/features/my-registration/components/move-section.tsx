import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoveHoldView, MoveOption } from '@portal/domain/my-registration/actions';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import { ChoiceGroup } from '../../../components/choice-group';
import { HydratedButton } from '../../../components/form/hydrated-button';
import { Notice } from '../../../components/notice';
import * as panel from '../../../components/panel.css';
import { Spinner } from '../../../components/spinner';
import { formatMoney } from '@portal/domain/locale/format';
import { useLocale } from '../../../lib/locale';
import { useMyRegistration } from '../api/get-my-registration';
import { useMoveSessions } from '../api/get-move-sessions';
import { useMoveRegistration } from '../api/move-registration';
import { holdMove } from '../api/move-payment';
import { ApiError } from '../../../lib/api-client';
import { ConfirmDialog } from './confirm-dialog';
import { MovePayment } from './move-payment';
import * as css from './move-section.css';
import * as toggle from './toggle.css';

const NAME = 'move-session';

/**
 * Move to another session of the same course: the sessions with free seats are read when the
 * registrant opens the list (date, course, language, format, hours, place, seats left, price and
 * what moving costs, as the server decided it), one is chosen, then confirmed in a dialog that
 * says what comes back. A dearer one (issue 50) is held instead (its seats kept for a while) and
 * its difference paid by card (move-payment.tsx); the move happens when it is paid. The server
 * takes the seat in its transaction; a seat gone meanwhile comes back as its message, and the list
 * is read again.
 */
export function MoveSection({ registration: r, token, onDone }: { registration: MyRegistrationView; token: string; onDone: (message: string) => void }) {
  const { t } = useTranslation('my-registration-page');
  const locale = useLocale();
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const sessions = useMoveSessions(token, locale, open && r.actions.canMove);
  const { refetch } = useMyRegistration(token, locale);
  const move = useMoveRegistration(token, locale);
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hold, setHold] = useState<{ view: MoveHoldView; session: MoveOption } | null>(null);
  const [holding, setHolding] = useState(false);
  // Opened before the page was adopted: the browser's state, not React's, says so.
  useEffect(() => setOpen(Boolean(details.current?.open)), []);
  if (!r.actions.canMove) return null;

  const options = sessions.data?.sessions ?? [];
  const target = options.find((s) => s.sessionId === chosen) ?? null;
  const failed = (err: Error) => {
    setError(err.message);
    void sessions.refetch();
    void refetch();
  };
  // A dearer session is paid first: its seats are held (POST .../move-hold), then the card form shows the server's amount.
  const holdSeats = async (session: MoveOption) => {
    setHolding(true);
    try {
      setHold({ view: await holdMove(token, locale, { sessionId: session.sessionId }), session });
    } catch (err) {
      failed(err instanceof ApiError ? err : new Error(t('errors:generic')));
    } finally {
      setHolding(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setMissing(!target);
    if (target?.difference?.kind === 'due') void holdSeats(target);
    else if (target) setConfirming(true);
  };
  const confirm = () => {
    if (!target) return;
    move.mutate(
      { sessionId: target.sessionId },
      {
        onSuccess: () => {
          setConfirming(false);
          setChosen(null);
          onDone(t('move.done', { session: sessionLine(target) }));
        },
        onError: (err) => {
          setConfirming(false);
          failed(err);
        },
      },
    );
  };

  return (
    <section aria-labelledby="move-heading" className={panel.panel}>
      <h2 id="move-heading" className={panel.heading}>
        {t('move.title')}
      </h2>
      <p className={css.text}>{t('move.text')}</p>
      <details ref={details} className={toggle.details} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className={toggle.summary}>{t('move.open')}</summary>
        <div className={toggle.body}>
          {error && (
            <Notice severity="error" role="alert">
              {error}
            </Notice>
          )}
          {sessions.isPending ? (
            <div role="status" className={css.loading}>
              <Spinner size={24} />
              {t('move.loading')}
            </div>
          ) : sessions.error ? (
            <Notice severity="error">{sessions.error.message}</Notice>
          ) : hold ? (
            <MovePayment
              token={token}
              hold={hold.view}
              session={sessionLine(hold.session)}
              timeZone={r.course.timeZone}
              onPaid={() => {
                setHold(null);
                setChosen(null);
                onDone(t('move.paid', { amount: formatMoney({ cents: hold.view.dueCents, currency: hold.view.currency }, locale), session: sessionLine(hold.session) }));
              }}
              onBack={() => {
                setHold(null);
                void sessions.refetch();
              }}
            />
          ) : options.length === 0 ? (
            <p className={css.text}>{t('move.none')}</p>
          ) : (
            <form noValidate onSubmit={submit} className={css.form}>
              <ChoiceGroup
                name={NAME}
                legend={t('move.legend')}
                options={options.map((s) => ({ value: s.sessionId, label: <SessionOption session={s} /> }))}
                value={chosen}
                onChange={(value) => {
                  setChosen(value);
                  setMissing(false);
                }}
                error={missing ? t('move.chooseFirst') : undefined}
              />
              <HydratedButton type="submit" className={css.submit} disabled={holding}>
                {holding ? t('move.holding') : t('move.choose')}
              </HydratedButton>
            </form>
          )}
        </div>
      </details>
      {confirming && target && (
        <ConfirmDialog
          title={t('move.dialogTitle')}
          confirmLabel={t('move.confirm')}
          busyLabel={t('move.confirming')}
          closeLabel={t('move.back')}
          busy={move.isPending}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
        >
          <p className={css.text}>{t('move.dialogText', { session: sessionLine(target) })}</p>
          {target.difference && (
            <p className={css.text}>
              {target.difference.kind === 'refund'
                ? t('move.dialogRefund', { amount: formatMoney({ cents: target.difference.cents, currency: target.price.currency }, locale) })
                : t('move.dialogSame')}
            </p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}

const sessionLine = (s: MoveOption) => [s.course.when?.date, s.course.when?.time].filter(Boolean).join(', ');

/** One session: its date first (what people choose by), then the course, its language and format, hours, place, seats left, and what moving there costs. */
function SessionOption({ session: s }: { session: MoveOption }) {
  const { t } = useTranslation('my-registration-page');
  const locale = useLocale();
  const place = s.course.modality === 'virtual' ? t('move.online') : (s.course.location ?? s.course.city ?? '');
  const money = (cents: number) => formatMoney({ cents, currency: s.price.currency }, locale);
  const difference = s.difference;
  return (
    <span className={css.option} data-testid="move-option">
      <span className={css.date}>{s.course.when?.date}</span>
      <span>{s.course.title}</span>
      <span>{`${t(`move.language.${s.language}`)} · ${t(`move.format.${s.course.modality}`)}`}</span>
      <span>{s.course.when?.time}</span>
      {place && <span>{place}</span>}
      <span className={css.seats}>{t('move.seatsLeft', { count: s.seatsLeft })}</span>
      <span>{t('move.price', { amount: money(s.price.cents) })}</span>
      {difference && (
        <span className={css.difference} data-testid="move-difference">
          {difference.kind === 'due' ? t('move.pay', { amount: money(difference.cents) }) : difference.kind === 'refund' ? t('move.refund', { amount: money(difference.cents) }) : t('move.same')}
        </span>
      )}
    </span>
  );
}
