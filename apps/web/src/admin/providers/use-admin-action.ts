import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

/**
 * A button's request to the admin API (publish, disable, send again…): busy while it runs, the
 * success text or the server's refusal as a notification, and the page's data refreshed after.
 */
export function useAdminAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async <T,>(request: () => Promise<T>, success: (result: T) => { message: string; args?: Record<string, unknown> } | string) => {
    setBusy(true);
    try {
      const result = await request();
      const done = success(result);
      notify(typeof done === 'string' ? done : done.message, { type: 'success', messageArgs: typeof done === 'string' ? undefined : done.args });
      refresh();
      return true;
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
