import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { post } from '../../lib/api-client';

const SandboxAuthenticationDialog = lazy(() => import('./sandbox-authentication-dialog').then((m) => ({ default: m.SandboxAuthenticationDialog })));

/**
 * The sandbox's stand-in for the bank's 3-D Secure window: the cardholder confirms or refuses the
 * payment, the sandbox records the bank's answer and tells the portal by webhook. With Stripe,
 * `stripe.handleNextAction` shows the real bank window in its place.
 */
export function useSandboxAuthentication(amount: string) {
  const [secret, setSecret] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const done = useRef<(() => void) | null>(null);
  // The dialog's code is fetched when the bank first asks, not with the page; once shown it stays
  // mounted, opened and closed by its `open`.
  const [shown, setShown] = useState(false);

  const authenticate = useCallback(
    (clientSecret: string) =>
      new Promise<void>((resolve) => {
        done.current = resolve;
        setShown(true);
        setSecret(clientSecret);
      }),
    [],
  );

  const answer = async (approve: boolean) => {
    setSending(true);
    try {
      await post('/api/payments/sandbox/authenticate', { clientSecret: secret, approve });
    } finally {
      setSending(false);
      setSecret(null);
      done.current?.();
    }
  };

  const dialog = shown ? (
    <Suspense fallback={null}>
      <SandboxAuthenticationDialog open={secret !== null} amount={amount} sending={sending} onAnswer={answer} />
    </Suspense>
  ) : null;
  return { authenticate, dialog };
}
