import { FormLoading } from '../../../components/form-loading';
import { Notice } from '../../../components/notice';
import { useQuiz } from '../api/get-quiz';
import { QuizForm } from './quiz-form';

/** The registration's questions (from the server, without answers) and the form to answer them. */
export function QuizSection({ id }: { id: string }) {
  const quiz = useQuiz(id);
  if (quiz.error) return <Notice severity="error">{quiz.error.message}</Notice>;
  if (!quiz.data) return <FormLoading />;
  return <QuizForm id={id} quiz={quiz.data} />;
}
