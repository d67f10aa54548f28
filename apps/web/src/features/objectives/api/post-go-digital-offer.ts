import { useMutation } from '@tanstack/react-query';
import type { GoDigitalOfferBody } from '@portal/domain/questionnaire/scanner';
import type { Status, Step } from '@portal/domain/registration/status';
import { post } from '../../../lib/api-client';

/**
 * POST /api/go-digital-offer: the scanner answer plus added_to_cart (true on accept, false on
 * reject), from the objectives step and from the campaign page (/campaign_go_digital). Stored
 * with the step's move in one transaction (a busy answer rolled it back: sent again by itself then).
 */
export const postGoDigitalOffer = (body: GoDigitalOfferBody) =>
  post<{ status: Status; step: Step; added_to_cart: boolean }>('/api/go-digital-offer', body, { resendWhenBusy: true });

export const usePostGoDigitalOffer = () => useMutation({ mutationFn: postGoDigitalOffer });
