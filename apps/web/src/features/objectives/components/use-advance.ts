import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Step } from '@portal/domain/registration/status';
import { stepPath } from '@portal/domain/site/paths';
import { providerQueryOptions } from '../../../components/funnel/use-provider';

/** After the server moved the record: reload it, then go to the step it is on now. */
export function useAdvance(id: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (step: Step) => {
    await queryClient.invalidateQueries({ queryKey: providerQueryOptions(id).queryKey });
    navigate(stepPath(id, step), { replace: true });
  };
}
