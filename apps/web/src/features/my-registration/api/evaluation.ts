import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EvaluationAnswers } from '@portal/domain/ce-records/evaluation';
import type { Locale } from '@portal/domain/locale/locales';
import { get, post } from '../../../lib/api-client';
import { myRegistrationQueryOptions } from './get-my-registration';

/** GET/POST /api/my-registration/{token}/evaluation (issue 52): the server's EvaluationView. */
export interface EvaluationView {
  state: 'not_yet' | 'invited' | 'answered' | 'closed';
  courseTitle: string | null;
  questions: { id: string; kind: 'rating' | 'yes_no' | 'text'; text: string }[];
  answeredAt: string | null;
}

const path = (token: string, locale: Locale) => `/api/my-registration/${encodeURIComponent(token)}/evaluation?${new URLSearchParams({ locale })}`;

export const evaluationQueryOptions = (token: string, locale: Locale) =>
  queryOptions({ queryKey: ['my-registration-evaluation', token, locale], queryFn: () => get<EvaluationView>(path(token, locale)) });

/** Read only when the page says the evaluation is asked (the questions are not part of the page's read). */
export const useEvaluation = (token: string, locale: Locale, enabled: boolean) => useQuery({ ...evaluationQueryOptions(token, locale), enabled });

/** Sends the answers once; the page is read again after (the certificate may have waited for them). */
export function useSubmitEvaluation(token: string, locale: Locale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: EvaluationAnswers) => post<EvaluationView>(path(token, locale), { answers }),
    onSuccess: (view) => {
      client.setQueryData(evaluationQueryOptions(token, locale).queryKey, view);
      void client.invalidateQueries({ queryKey: myRegistrationQueryOptions(token, locale).queryKey });
    },
  });
}
