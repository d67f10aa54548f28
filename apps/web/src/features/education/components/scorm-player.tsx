import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/notice';
import { button } from '../../../styles/button.css';
import * as text from '../../../styles/text.css';
import { createRuntime, type Runtime, type RuntimeCmi, type ScormVersion } from './scorm-runtime';
import * as css from './scorm-player.css';

export interface PlayerSco {
  id: string;
  title: string;
  launchUrl: string;
}

interface CommonProps {
  title: string;
  version: ScormVersion;
  scos: PlayerSco[];
  onClose(): void;
}

/** A registrant's attempt: resumes from the saved state and saves through the parent. */
interface LearnerProps extends CommonProps {
  preview?: false;
  /** Saved state of the first SCO, to resume where the learner left off. */
  saved?: Partial<RuntimeCmi>;
  /** Called on every commit and finish, and when the page is hidden or the SCO is closed unfinished. */
  onSave(cmi: RuntimeCmi, scoIndex: number, final: boolean): void;
}

/**
 * The back office's preview: the same LMS API runs in the browser from a fresh attempt, and what
 * the lesson reports goes only to `onReport` (shown on screen, never sent anywhere). `notice`
 * replaces the learner's warning and should say that nothing is saved.
 */
interface PreviewProps extends CommonProps {
  preview: true;
  notice: ReactNode;
  onReport?(cmi: RuntimeCmi, scoIndex: number, final: boolean): void;
}

type Props = LearnerProps | PreviewProps;

/** Navigates the frame away (about:blank), so the SCO's own unload handlers run and call LMSFinish with their last data. */
function unload(frame: HTMLIFrameElement | null): Promise<void> {
  if (!frame) return Promise.resolve();
  return new Promise((resolve) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.src = 'about:blank';
  });
}

/**
 * Plays a SCORM package in an iframe of the page: one scorm-again API per SCO attempt, SCOs in
 * the manifest's order (a SCO that finishes hands over to the next one), the warning while it
 * is open, and a close button that lets the SCO finish before the player goes away.
 */
export function ScormPlayer(props: Props) {
  const { title, version, scos, onClose } = props;
  const saved = props.preview ? undefined : props.saved;
  const onSave = props.preview ? (props.onReport ?? (() => {})) : props.onSave;
  const { t } = useTranslation('education');
  const [index, setIndex] = useState(0);
  const [src, setSrc] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const runtime = useRef<Runtime | null>(null);
  const leaving = useRef(false);
  const latest = useRef({ onSave, onClose });
  latest.current = { onSave, onClose };
  const closeButton = useRef<HTMLButtonElement>(null);

  const leave = useCallback(async (to: number | 'close') => {
    if (leaving.current) return;
    leaving.current = true;
    await unload(frame.current);
    // A SCO that did not finish in its unload handlers (browsers may skip them in frames) is
    // finished here, as SCORM 1.2 asks of the LMS; the API reports it through onFinish.
    runtime.current?.finish();
    runtime.current?.destroy();
    runtime.current = null;
    if (to === 'close' || to >= scos.length) latest.current.onClose();
    else {
      setSrc(null);
      setIndex(to);
    }
  }, [index, scos.length]);

  useEffect(() => {
    let cancelled = false;
    leaving.current = false;
    createRuntime(version, index === 0 ? saved : undefined, {
      onCommit: (cmi) => latest.current.onSave(cmi, index, false),
      onFinish: (cmi) => {
        latest.current.onSave(cmi, index, true);
        if (cancelled) return;
        // A SCO that finishes by itself (its own exit or finish button) hands over to the next one.
        if (!leaving.current) void leave(index + 1);
      },
    }).then((rt) => {
      if (cancelled) return rt.destroy();
      runtime.current = rt;
      setSrc(scos[index].launchUrl);
    });
    return () => {
      cancelled = true;
    };
    // `saved` is read once per attempt on purpose: later saves must not restart the SCO.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, version, scos]);

  // The page being hidden or closed may be the last chance to save (the request is keepalive).
  // A preview saves nothing, so it has nothing to do then.
  const preview = Boolean(props.preview);
  useEffect(() => {
    if (preview) return;
    const save = () => {
      const rt = runtime.current;
      if (rt?.initialized && !rt.finished) latest.current.onSave(rt.read(), index, false);
    };
    const onVisibility = () => document.visibilityState === 'hidden' && save();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', save);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', save);
    };
  }, [index, preview]);

  useEffect(() => () => runtime.current?.destroy(), []);
  useEffect(() => closeButton.current?.focus(), []);

  return (
    <section aria-labelledby="player-title" className={css.player}>
      <div className={css.header}>
        <h2 id="player-title" className={css.title}>
          {title}
        </h2>
        <div className={css.buttons}>
          {scos.length > 1 && index < scos.length - 1 && (
            <button type="button" onClick={() => void leave(index + 1)} className={button({ variant: 'outlined' })}>
              {t('nextLesson')}
            </button>
          )}
          <button type="button" ref={closeButton} onClick={() => void leave('close')} className={button({ variant: 'contained' })}>
            {t('close')}
          </button>
        </div>
      </div>
      {props.preview ? <Notice severity="info">{props.notice}</Notice> : <Notice severity="warning">{t('warning')}</Notice>}
      {scos.length > 1 && <p aria-live="polite" className={text.body1}>{t('lesson', { current: index + 1, total: scos.length, title: scos[index].title })}</p>}
      <div className={css.frameBox}>
        {src ? <iframe ref={frame} src={src} title={t('playerTitle', { title })} className={css.frame} /> : <p className={css.loading}>{t('loadingModule')}</p>}
      </div>
    </section>
  );
}
