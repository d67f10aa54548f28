import { TermsResponse } from '@portal/domain/marketing/terms-schema';

/** GET /api/tc: the domain's terms schema, with the document's description. */
export const TermsAnswer = TermsResponse.describe('The terms and conditions in the request\'s locale, with their version and effective date.');
