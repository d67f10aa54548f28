import { Box, Button, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/notice';
import { createRuntime, type Runtime, type RuntimeCmi, type ScormVersion } from './scorm-runtime';

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
    <Stack spacing={2} component="section" aria-labelledby="player-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h2" id="player-title" sx={{ fontSize: '1.5rem' }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={1}>
          {scos.length > 1 && index < scos.length - 1 && (
            <Button variant="outlined" onClick={() => void leave(index + 1)} sx={{ color: 'primary.dark' }}>
              {t('nextLesson')}
            </Button>
          )}
          <Button ref={closeButton} variant="contained" onClick={() => void leave('close')}>
            {t('close')}
          </Button>
        </Stack>
      </Stack>
      {props.preview ? <Notice severity="info">{props.notice}</Notice> : <Notice severity="warning">{t('warning')}</Notice>}
      {scos.length > 1 && (
        <Typography aria-live="polite">{t('lesson', { current: index + 1, total: scos.length, title: scos[index].title })}</Typography>
      )}
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.paper' }}>
        {src ? (
          <Box component="iframe" ref={frame} src={src} title={t('playerTitle', { title })} sx={{ display: 'block', width: '100%', height: { xs: '75vh', md: '70vh' }, minHeight: 480, border: 0 }} />
        ) : (
          <Typography sx={{ p: 3 }}>{t('loadingModule')}</Typography>
        )}
      </Box>
    </Stack>
  );
}
