import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Title, useTranslate } from 'react-admin';
import type { ScormPackageDetail } from '@portal/domain/education/admin-schemas';
import { ADMIN_BASE } from '@portal/domain/site/paths';
import { get } from '../../lib/api-client';
import type { RuntimeCmi } from '../../features/education/components/scorm-runtime';

// The registrants' own player (and scorm-again), loaded only when a preview opens.
const ScormPlayer = lazy(() => import('../../features/education/components/scorm-player').then((m) => ({ default: m.ScormPlayer })));

const T = (key: string) => `admin-content:${key}`;
export const CONTENT_PATH = `${ADMIN_BASE}/scorm-content`;
export const previewPath = (id: string) => `${CONTENT_PATH}/${encodeURIComponent(id)}/preview`;

/**
 * Preview of an uploaded package (issue 10) in the registrants' player, before it is assigned:
 * the LMS API runs in the browser only. What the lesson reports is shown here and sent nowhere, so
 * no progress, score or registration is touched; the files come from the staff-only route.
 */
export function ContentPreviewPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const pkg = useQuery({ queryKey: ['scorm-package', id], queryFn: () => get<ScormPackageDetail>(`/api/admin/scorm-packages/${encodeURIComponent(id)}`) });
  const [reported, setReported] = useState<{ title: string; status: RuntimeCmi['lesson_status']; score: number | null } | null>(null);
  const [closed, setClosed] = useState(false);
  const title = pkg.data?.title ?? '';
  const onReport = (cmi: RuntimeCmi, index: number) =>
    setReported({ title: pkg.data?.scos[index]?.title ?? '', status: cmi.lesson_status, score: cmi.score_raw });

  return (
    <Box sx={{ p: 2, width: '100%' }}>
      <Title title={T('preview.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate(T('preview.heading'), { title })}
        </Typography>
        <Button component={Link} to={CONTENT_PATH} variant="outlined">
          {translate(T('preview.back'))}
        </Button>
      </Stack>
      {pkg.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {pkg.error && <Alert severity="error">{(pkg.error as Error).message}</Alert>}
      {pkg.data && (
        <Stack spacing={2}>
          <Typography>
            {translate(T('preview.about'), { version: pkg.data.scormVersion, fileName: pkg.data.fileName, lessons: pkg.data.scos.length })}
          </Typography>
          <Typography role="status" data-testid="preview-report">
            {reported
              ? translate(T('preview.reported'), { title: reported.title, status: reported.status, score: reported.score ?? '—' })
              : translate(T('preview.nothingReported'))}
          </Typography>
          {closed ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography>{translate(T('preview.closed'))}</Typography>
              <Button variant="contained" onClick={() => { setReported(null); setClosed(false); }}>
                {translate(T('preview.again'))}
              </Button>
              <Button variant="outlined" onClick={() => navigate(CONTENT_PATH)}>
                {translate(T('preview.back'))}
              </Button>
            </Stack>
          ) : (
            <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>
              <ScormPlayer
                preview
                title={pkg.data.title}
                version={pkg.data.scormVersion}
                scos={pkg.data.scos}
                notice={translate(T('preview.notSaved'))}
                onReport={onReport}
                onClose={() => setClosed(true)}
              />
            </Suspense>
          )}
        </Stack>
      )}
    </Box>
  );
}
