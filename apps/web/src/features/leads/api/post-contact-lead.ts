import { useMutation } from '@tanstack/react-query';
import type { ContactLead, LeadReceived } from '@portal/domain/leads/contact-lead';
import { CONTACT_US_API } from '@portal/domain/leads/paths';
import { post } from '../../../lib/api-client';

/** POST /api/contact-us/ with the validated form and the honeypot (the server checks both). */
export const postContactLead = (lead: ContactLead & { website?: string }) => post<LeadReceived>(CONTACT_US_API, lead);

export const usePostContactLead = () => useMutation({ mutationFn: postContactLead });
