import { useCallback, useRef, useState } from 'react';

type ActionState<V, T> = { status: 'idle' | 'pending' | 'success' | 'error'; variables?: V; data?: T; error: Error | null };

/**
 * A request a page sends (a form's submit, a link's token): its state for the screen, the part of
 * TanStack Query's `useMutation` the public pages use, without the query library (about 11 KB gzip;
 * their reads are lib/use-read.ts).
 */
export function useAction<V, T>(send: (variables: V) => Promise<T>) {
  const [state, setState] = useState<ActionState<V, T>>({ status: 'idle', error: null });
  const latest = useRef(send);
  latest.current = send;

  const mutateAsync = useCallback(async (variables: V): Promise<T> => {
    setState({ status: 'pending', variables, error: null });
    try {
      const data = await latest.current(variables);
      setState({ status: 'success', variables, data, error: null });
      return data;
    } catch (err) {
      setState({ status: 'error', variables, error: err instanceof Error ? err : new Error(String(err)) });
      throw err;
    }
  }, []);
  /** Like mutateAsync, for event handlers: the error is in the state, never an unhandled rejection. */
  const mutate = useCallback(
    (variables: V, handlers?: { onSuccess?: (data: T) => void; onError?: (error: unknown) => void }) => {
      mutateAsync(variables).then((data) => handlers?.onSuccess?.(data), (error: unknown) => handlers?.onError?.(error));
    },
    [mutateAsync],
  );
  const reset = useCallback(() => setState({ status: 'idle', error: null }), []);

  const { status } = state;
  return { ...state, mutate, mutateAsync, reset, isIdle: status === 'idle', isPending: status === 'pending', isSuccess: status === 'success', isError: status === 'error' };
}
