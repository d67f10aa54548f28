import { lazy, Suspense } from 'react';

const ResumeDialog = lazy(() => import('./resume-dialog').then((m) => ({ default: m.ResumeDialog })));

/**
 * The resume dialog, loaded when it first opens: the registration page does not need the dialog
 * and its form until someone asks to resume.
 */
export function LazyResumeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ResumeDialog onClose={onClose} />
    </Suspense>
  );
}
