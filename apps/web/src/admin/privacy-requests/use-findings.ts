import { useQuery } from '@tanstack/react-query';
import { ADMIN_PRIVACY_REQUESTS_API } from '@portal/domain/privacy/paths';
import type { PrivacyFindings } from '@portal/domain/privacy/request-api';
import { get } from '../../lib/api-client';
import { i18next } from '../../lib/i18n';

/**
 * The names of the sources and fields, as the archive heads its files and columns (one list of
 * texts for the screen and the export): loaded with the findings, so they show together.
 */
export const LABELS_NS = 'privacy-requests';

export const requestPath = (id: string, action: string) => `${ADMIN_PRIVACY_REQUESTS_API}/${encodeURIComponent(id)}/${action}`;

/**
 * Everything held about the request's address, read when the page opens (react-admin's refresh
 * after an action reads it again). Not read for a request whose address is erased or unconfirmed.
 */
export function useFindings(id: string, enabled: boolean) {
  return useQuery({ queryKey: ['privacy-requests', id, 'findings'], queryFn: () => Promise.all([get<PrivacyFindings>(requestPath(id, 'findings')), i18next.loadNamespaces(LABELS_NS)]).then(([findings]) => findings), enabled, retry: false });
}
