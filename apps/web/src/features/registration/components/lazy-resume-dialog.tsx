import { lazy, Suspense } from 'react';

const ResumeDialog = lazy(() => import('./resume-dialog').then((m) => ({ default: m.ResumeDialog })));

/**
 * The resume dialog, loaded when it first opens: MUI's Dialog with its focus trap and transitions
 * is about 8 KB gzip that the registration page does not need until someone asks to resume.
 */
export function LazyResumeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ResumeDialog open onClose={onClose} />
    </Suspense>
  );
}
