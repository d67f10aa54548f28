import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import * as css from './form-page-layout.css';

// The panel is complementary and its column is reserved by the grid, so it loads after the form
// without moving anything: it stays out of the page's first download.
const HelpPanel = lazy(() => import('./help-panel').then((m) => ({ default: m.HelpPanel })));

/**
 * A form page: the form in a comfortable column (at most 760 px) with a help panel beside it on
 * wide screens. Phones show the form alone: below a form that arrives after the heading, the
 * panel would jump down, and its points are said again where they matter (hints, checkout).
 */
export function FormPageLayout({ children, help }: { children: ReactNode; help: ComponentProps<typeof HelpPanel> }) {
  return (
    <div className={css.columns()}>
      <div className={css.main}>{children}</div>
      <aside className={css.aside}>
        <Suspense fallback={null}>
          <HelpPanel {...help} />
        </Suspense>
      </aside>
    </div>
  );
}
