import { Alert } from '@mui/material';
import { FormLoading } from '../../../components/form-loading';
import { useQuiz } from '../api/get-quiz';
import { QuizForm } from './quiz-form';

/** The registration's questions (from the server, without answers) and the form to answer them. */
export function QuizSection({ id }: { id: string }) {
  const quiz = useQuiz(id);
  if (quiz.error) return <Alert severity="error">{quiz.error.message}</Alert>;
  if (!quiz.data) return <FormLoading />;
  return <QuizForm id={id} quiz={quiz.data} />;
}
