import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { QUESTION_KINDS, RATING_MIN, type EvaluationQuestion, type QuestionKind } from '@portal/domain/ce-records/evaluation';
import { CustomPage } from '../layout/custom-page';
import { get, request } from '../../lib/api-client';

const T = (key: string) => `admin:evaluations.${key}`;
const COURSES = ['live:standard', 'live:pediatric', 'on_demand:standard', 'on_demand:pediatric'] as const;

interface FormView {
  id: string;
  questions: (EvaluationQuestion & { label: string })[];
  certificateWaits: boolean;
  edited: boolean;
}
interface Results {
  answers: number;
  questions: { id: string; kind: QuestionKind; text: string; count: number; average: number | null; distribution: number[]; yes: number; no: number; comments: string[] }[];
}

/**
 * Course evaluations (issue 52, item 2): per course, the results (counts, averages, a bar per
 * rating drawn with CSS and said in words, yes/no counts, the comments) and their CSV; one
 * session's results when opened from the session's page (?sessionId=); and the course's
 * questions and whether its certificate waits, edited here (administrators and operations).
 */
export function EvaluationsPage() {
  const translate = useTranslate();
  const sessionId = new URLSearchParams(window.location.hash.split('?')[1] ?? window.location.search).get('sessionId') ?? undefined;
  const [course, setCourse] = useState<string>(COURSES[0]);
  const filter = sessionId ? `sessionId=${encodeURIComponent(sessionId)}` : `courseKey=${encodeURIComponent(course)}`;
  const results = useQuery({ queryKey: ['evaluation-results', filter], queryFn: () => get<Results>(`/api/admin/evaluation-results?${filter}`) });
  return (
    <CustomPage keys="admin:evaluations" intro={false}>
      {sessionId ? (
        <Typography sx={{ mb: 2 }}>{translate(T('oneSession'), { id: sessionId })}</Typography>
      ) : (
        <TextField select label={translate(T('course'))} value={course} onChange={(e) => setCourse(e.target.value)} sx={{ mb: 2, minWidth: 280 }} size="small">
          {COURSES.map((c) => (
            <MenuItem key={c} value={c}>
              {translate(T(`courses.${c.replace(':', '_')}`))}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Paper component="section" aria-labelledby="evaluation-results-heading" variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography variant="h6" component="h2" id="evaluation-results-heading">
            {translate(T('results'))}
          </Typography>
          <Button variant="outlined" href={`/api/admin/evaluation-results.csv?${filter}`} download startIcon={<DownloadIcon />}>
            {translate(T('csv'))}
          </Button>
        </Stack>
        {results.isPending && <CircularProgress size={24} aria-label={translate(T('loading'))} />}
        {results.error && <Alert severity="error">{(results.error as Error).message}</Alert>}
        {results.data && <ResultList results={results.data} />}
      </Paper>
      {!sessionId && <FormEditor key={course} course={course} />}
    </CustomPage>
  );
}

function ResultList({ results }: { results: Results }) {
  const translate = useTranslate();
  if (results.answers === 0) return <Typography color="textSecondary">{translate(T('none'))}</Typography>;
  return (
    <Stack spacing={2}>
      <Typography data-testid="evaluation-count">{translate(T('answers'), { count: results.answers })}</Typography>
      {results.questions.map((q) => (
        <Box key={`${q.id}:${q.kind}`} component="section" aria-label={q.text} data-testid="evaluation-question">
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {q.text}
          </Typography>
          {q.kind === 'rating' && (
            <>
              <Typography>{translate(T('average'), { average: q.average ?? '-', count: q.count })}</Typography>
              <Bars values={q.distribution.map((n, i) => ({ label: String(RATING_MIN + i), n }))} />
            </>
          )}
          {q.kind === 'yes_no' && <Bars values={[{ label: translate(T('yes')), n: q.yes }, { label: translate(T('no')), n: q.no }]} />}
          {q.comments.length > 0 && (
            <Box component="ul" sx={{ pl: 2, my: 1 }}>
              {q.comments.map((c, i) => (
                <li key={i}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{c}</Typography>
                </li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** A bar per value, its width the share of the largest, and its count in words beside it (the chart is read by its text, not its colour). */
function Bars({ values }: { values: { label: string; n: number }[] }) {
  const translate = useTranslate();
  const max = Math.max(1, ...values.map((v) => v.n));
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1 }}>
      {values.map((v) => (
        <Box component="li" key={v.label} sx={{ display: 'grid', gridTemplateColumns: '3.5rem 1fr 6rem', gap: 1, alignItems: 'center' }}>
          <span>{v.label}</span>
          <Box aria-hidden sx={{ height: 12, bgcolor: 'primary.main', width: `${(v.n / max) * 100}%`, minWidth: v.n ? 4 : 0, borderRadius: 1 }} />
          <span>{translate(T('count'), { count: v.n })}</span>
        </Box>
      ))}
    </Box>
  );
}

type Draft = { id: string; kind: QuestionKind; text?: { en: string; fr: string }; label: string };

/** The course's questions: reworded (both languages), removed, added; and whether the certificate waits. Saved in one PUT, audited by the server. */
function FormEditor({ course }: { course: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const form = useQuery({ queryKey: ['evaluation-form', course], queryFn: () => get<FormView>(`/api/admin/evaluation-forms/${course}`) });
  const [draft, setDraft] = useState<{ questions: Draft[]; certificateWaits: boolean } | null>(null);
  const current = draft ?? (form.data ? { questions: form.data.questions, certificateWaits: form.data.certificateWaits } : null);
  const [busy, setBusy] = useState(false);
  if (!current) return form.isPending ? <CircularProgress size={24} aria-label={translate(T('loading'))} /> : null;
  const edit = (change: Partial<typeof current>) => setDraft({ ...current, ...change });
  const setWords = (i: number, lang: 'en' | 'fr', value: string) =>
    edit({ questions: current.questions.map((q, j) => (j === i ? { ...q, text: { en: q.text?.en ?? q.label, fr: q.text?.fr ?? q.label, [lang]: value } } : q)) });
  const save = async () => {
    setBusy(true);
    try {
      const body = { questions: current.questions.map(({ id, kind, text }) => (text ? { id, kind, text } : { id, kind })), certificateWaits: current.certificateWaits };
      await request('PUT', `/api/admin/evaluation-forms/${course}`, body);
      notify(T('saved'), { type: 'success' });
      setDraft(null);
      await client.invalidateQueries({ queryKey: ['evaluation-form', course] });
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper component="section" aria-labelledby="evaluation-form-heading" variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="evaluation-form-heading" sx={{ mb: 1 }}>
        {translate(T('questions'))}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(T('questionsIntro'))}</Typography>
      <Stack spacing={2}>
        {current.questions.map((q, i) => (
          <Stack key={q.id} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }}>
            <TextField label={translate(T('textEn'), { n: i + 1 })} value={q.text?.en ?? q.label} onChange={(e) => setWords(i, 'en', e.target.value)} size="small" fullWidth />
            <TextField label={translate(T('textFr'), { n: i + 1 })} value={q.text?.fr ?? ''} placeholder={q.text ? '' : translate(T('defaultWords'))} onChange={(e) => setWords(i, 'fr', e.target.value)} size="small" fullWidth />
            <Typography sx={{ minWidth: 90, pt: 1 }}>{translate(T(`kinds.${q.kind}`))}</Typography>
            <Button onClick={() => edit({ questions: current.questions.filter((_, j) => j !== i) })} disabled={current.questions.length <= 1}>
              {translate(T('remove'), { n: i + 1 })}
            </Button>
          </Stack>
        ))}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {QUESTION_KINDS.map((kind) => (
            <Button key={kind} variant="outlined" onClick={() => edit({ questions: [...current.questions, { id: `q${Date.now().toString(36)}`, kind, text: { en: '', fr: '' }, label: '' }] })}>
              {translate(T('add'), { kind: translate(T(`kinds.${kind}`)) })}
            </Button>
          ))}
        </Stack>
        <FormControlLabel control={<Switch checked={current.certificateWaits} onChange={(e) => edit({ certificateWaits: e.target.checked })} />} label={translate(T('certificateWaits'))} />
        <Box>
          <Button variant="contained" onClick={save} disabled={busy || !draft}>
            {translate(T('save'))}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
