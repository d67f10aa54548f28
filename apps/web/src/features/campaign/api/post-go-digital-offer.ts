import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { GoDigitalOfferBody } from '@portal/domain/questionnaire/scanner';
import type { Status, Step } from '@portal/domain/registration/status';
import { post } from '../../../lib/api-client';

/** POST /api/go-digital-offer from the campaign page: the record's id plus added_to_cart (true on accept, false on reject). */
export const postGoDigitalOffer = (body: GoDigitalOfferBody) =>
  post<{ status: Status; step: Step; added_to_cart: boolean }>('/api/go-digital-offer', body);

export const postGoDigitalOfferOptions = () => mutationOptions({ mutationKey: ['campaign-go-digital-offer'], mutationFn: postGoDigitalOffer });

export const usePostGoDigitalOffer = () => useMutation(postGoDigitalOfferOptions());
