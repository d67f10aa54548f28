import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { qrReader } from './barcode-reader';

const C = (key: string) => `admin-check-in:camera.${key}`;

/**
 * A code is read once while it stays in view; it counts as shown again only after it has been out
 * of view this long (a ticket lowered and held up again). One answer per ticket shown, and no
 * flicker of "already checked in" while the person is still holding it up.
 */
const GONE_AFTER_MS = 1500;

type Problem = 'refused' | 'missing' | 'insecure' | 'failed';

interface Props {
  /** A code read; `frameAt` is when the frame that carried it was taken (performance.now()). */
  onCode: (text: string, frameAt: number) => void;
  /** True while a scan is being checked: nothing more is read until its answer shows. */
  busy: boolean;
}

/**
 * The phone's back camera, reading QR codes frame by frame while it runs. Started by a tap (the
 * browser asks for the camera then, not on opening the page) and stopped when the page closes.
 */
export function CameraScanner({ onCode, busy }: Props) {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    if (!on) return;
    let running = true;
    let stream: MediaStream | undefined;
    const fail = (why: Problem) => {
      if (!running) return;
      setProblem(why);
      setOn(false);
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return fail('insecure');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (err) {
        const name = (err as DOMException).name;
        return fail(name === 'NotAllowedError' ? 'refused' : name === 'NotFoundError' || name === 'OverconstrainedError' ? 'missing' : 'failed');
      }
      const el = video.current;
      if (!running || !el) return;
      el.srcObject = stream;
      await el.play().catch(() => undefined);
      const reader = await qrReader().catch(() => null);
      if (!reader) return fail('failed');
      if (!running) return;
      setScanning(true);
      const last = { text: '', seenAt: 0 };
      while (running) {
        await nextFrame(el);
        if (!running || el.readyState < 2) continue;
        // While a scan is checked nothing is read, and the code just read counts as still in view.
        if (busyRef.current) {
          last.seenAt = performance.now();
          continue;
        }
        const frameAt = performance.now();
        const text = (await reader.detect(el).catch(() => []))[0]?.rawValue;
        if (!running || !text) continue;
        const again = text === last.text && frameAt - last.seenAt < GONE_AFTER_MS;
        last.text = text;
        last.seenAt = frameAt;
        if (again) continue;
        // The reading's share of scan-to-screen (the page measures the whole), for the closing note's figure.
        performance.measure('check-in:read', { start: frameAt, end: performance.now() });
        onCodeRef.current(text, frameAt);
      }
    })();
    return () => {
      running = false;
      setScanning(false);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on]);

  const toggle = () => {
    setProblem(null);
    setOn(!on);
  };
  return (
    <Stack spacing={1}>
      <Box sx={{ position: 'relative', width: '100%', maxWidth: 480, aspectRatio: '4 / 3', bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden', display: on ? 'block' : 'none' }}>
        <video ref={video} muted playsInline aria-label={translate(C('label'))} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </Box>
      {on && (
        <Typography role="status" color="textSecondary">
          {translate(C(scanning ? 'scanning' : 'starting'))}
        </Typography>
      )}
      {problem && <Alert severity="warning">{translate(C(problem))}</Alert>}
      <div>
        <Button variant={on ? 'outlined' : 'contained'} size="large" onClick={toggle}>
          {translate(C(on ? 'stop' : 'start'))}
        </Button>
      </div>
    </Stack>
  );
}

/** Resolves at the video's next frame (or after 100 ms where requestVideoFrameCallback is missing). */
function nextFrame(el: HTMLVideoElement): Promise<void> {
  return new Promise((resolve) => {
    if ('requestVideoFrameCallback' in el) el.requestVideoFrameCallback(() => resolve());
    else setTimeout(resolve, 100);
  });
}
