import { useNavigate } from 'react-router';
import type { Step } from '@portal/domain/registration/status';
import { usePathFor } from '../../../components/funnel/step-context';

/** After the server moved the record: go to the step it is on now (the funnel's loader reads the record again). */
export function useAdvance(id: string) {
  const navigate = useNavigate();
  const pathFor = usePathFor();
  return (step: Step) => navigate(pathFor(step), { replace: true });
}
