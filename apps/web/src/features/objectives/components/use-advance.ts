import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Step } from '@portal/domain/registration/status';
import { usePathFor } from '../../../components/funnel/step-context';
import { providerQueryOptions } from '../../../components/funnel/use-provider';

/** After the server moved the record: reload it, then go to the step it is on now. */
export function useAdvance(id: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathFor = usePathFor();
  return async (step: Step) => {
    await queryClient.invalidateQueries({ queryKey: providerQueryOptions(id).queryKey });
    navigate(pathFor(step), { replace: true });
  };
}
