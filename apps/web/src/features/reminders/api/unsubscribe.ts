import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api-client';

/** POST /api/reminders/unsubscribe: the reminder link's token stops the registration's reminders. */
export const unsubscribe = (token: string) => post<{ unsubscribed: true }>('/api/reminders/unsubscribe', { token });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
