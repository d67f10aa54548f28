import { useMutation } from '@tanstack/react-query';
import type { LeadReceived } from '@portal/domain/leads/contact-lead';
import { SCANNER_LEAD_API } from '@portal/domain/leads/paths';
import type { ScannerLead } from '@portal/domain/leads/scanner-lead';
import { post } from '../../../lib/api-client';

/**
 * POST /api/scanner-trial/leads: 'Need more info?' (the honeypot travels with it; the server
 * checks it). Here rather than in a feature because the offer is shared by two pages.
 */
export const postScannerLead = (lead: ScannerLead & { website?: string }) => post<LeadReceived>(SCANNER_LEAD_API, lead);

export const usePostScannerLead = () => useMutation({ mutationFn: postScannerLead });
