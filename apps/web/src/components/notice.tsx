import { forwardRef, type AriaRole, type ReactNode } from 'react';
import * as css from './notice.css';

type Severity = 'success' | 'info' | 'warning' | 'error';

/** The outlined icons MUI's Alert shows for each severity (their SVG paths, Material Design, Apache 2.0). */
const ICONS: Record<Severity, string> = {
  success: 'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  error: 'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
};

interface NoticeProps {
  severity?: Severity;
  /** 'alert' by default, as MUI's Alert; 'status' for news that need not interrupt. */
  role?: AriaRole;
  tabIndex?: number;
  id?: string;
  /** Places the box (a class of the caller's *.css.ts). */
  className?: string;
  children: ReactNode;
}

/**
 * A message in a tinted box with its severity's icon, drawn as MUI's standard Alert (the same
 * colours, spacing and icons) on a plain div, styled by class (notice.css.ts). The back office
 * keeps MUI's Alert.
 */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice({ severity = 'success', role = 'alert', tabIndex, id, className, children }, ref) {
  return (
    <div ref={ref} role={role} tabIndex={tabIndex} id={id} className={className ? `${css.notice({ severity })} ${className}` : css.notice({ severity })}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={css.icon({ severity })}>
        <path d={ICONS[severity]} />
      </svg>
      <div className={css.message}>{children}</div>
    </div>
  );
});
