import { tokenizeCard } from './sandbox-tokenize';
import type { CardMethod } from './card-method';
import { useSandboxAuthentication } from './sandbox-authentication';
import { SandboxCardFields } from './sandbox-card-fields';

/** The built-in sandbox provider: our own card fields, its tokenize endpoint, its bank dialog. */
export function useSandboxMethod(amount: string): CardMethod {
  const bank = useSandboxAuthentication(amount);
  return {
    provider: 'sandbox',
    fields: (props) => <SandboxCardFields {...props} />,
    tokenize: async (card) => (await tokenizeCard(card)).token,
    authenticate: bank.authenticate,
    dialog: bank.dialog,
  };
}
