import { Suspense, type ReactNode } from 'react';
import { HydratedFieldset } from './hydrated-fieldset';

/**
 * A section of a long server-rendered form, adopted by React on its own: a Suspense boundary, so
 * React's selective hydration adopts it in a task of its own after the rest of the page (a whole
 * form adopted in one task held a phone's main thread for about 460 ms). Its fields stay disabled
 * until that task (HydratedFieldset): the form around it may be usable earlier, and text typed
 * into a part not yet adopted would be lost.
 */
export function FormPart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HydratedFieldset>{children}</HydratedFieldset>
    </Suspense>
  );
}
