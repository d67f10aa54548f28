import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicQuiz } from '@portal/domain/quiz/public-quiz';
import { get } from '../../../lib/api-client';

/** GET /api/quiz/{id}: the registration's question set (default or pediatric), never the answers. */
export const getQuiz = (id: string) => get<PublicQuiz>(`/api/quiz/${encodeURIComponent(id)}`);

export const quizQueryOptions = (id: string) => queryOptions({ queryKey: ['quiz', id], queryFn: () => getQuiz(id) });

export const useQuiz = (id: string) => useQuery(quizQueryOptions(id));
