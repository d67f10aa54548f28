import { Button, type ButtonProps } from '@mui/material';
import { hydratingMark, useHydrated } from '../../lib/use-hydrated';

/**
 * A MUI Button that stays disabled until its part of the page is adopted (lib/use-hydrated.ts).
 * The button asks, not the form around it: the moment of adoption re-renders this button alone.
 * When the registration form asked, React rendered every field again, in one synchronous task,
 * right after adopting them (90-200 ms on this machine, four times that on a phone).
 */
export function HydratedButton({ disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  return <Button {...props} disabled={!hydrated || disabled} {...hydratingMark(hydrated)} />;
}
