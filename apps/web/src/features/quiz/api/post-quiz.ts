import { useMutation } from '@tanstack/react-query';
import type { QuizBody } from '@portal/domain/quiz/quiz';
import type { Status, Step } from '@portal/domain/registration/status';
import { post } from '../../../lib/api-client';

/** What the server's grading says: a pass moves the record to checkout, a fail gives the count. */
export type QuizOutcome =
  | { passed: true; correct: number; total: number; passMark: number; status: Status; step: Step }
  | { passed: false; correct: number; total: number; passMark: number };

/** POST /api/quiz/: the chosen options; the server grades and stores them in one transaction (a busy answer rolled it back: sent again by itself then). */
export const postQuiz = (body: QuizBody) => post<QuizOutcome>('/api/quiz/', body, { resendWhenBusy: true });

export const usePostQuiz = () => useMutation({ mutationFn: postQuiz });
