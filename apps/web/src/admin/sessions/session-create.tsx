import { Create, useNotify, useRedirect } from 'react-admin';
import { toSessionBody, type SessionFormValues } from './session-body';
import { SessionForm } from './session-form';

/** A new session: saved as a draft, then published from its page. */
export function SessionCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="admin-sessions:createHeading"
      transform={(values: SessionFormValues) => toSessionBody(values)}
      mutationOptions={{
        onSuccess: (made: { id: string }) => {
          notify('admin-sessions:saved', { type: 'success' });
          redirect('edit', 'sessions', made.id);
        },
      }}
    >
      <SessionForm />
    </Create>
  );
}
