import type { PublicQuiz } from '@portal/domain/quiz/public-quiz';
import { get } from '../../../lib/api-client';
import { useRead } from '../../../lib/use-read';

/** GET /api/quiz/{id}: the registration's question set (default or pediatric), never the answers. */
export const getQuiz = (id: string) => get<PublicQuiz>(`/api/quiz/${encodeURIComponent(id)}`);

export const useQuiz = (id: string) => useRead(`quiz ${id}`, () => getQuiz(id));
