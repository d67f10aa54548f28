import { Box, List, ListItem, Typography } from '@mui/material';
import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isCompletedStatus, type LessonStatus } from '@portal/domain/education/modules';
import { Notice } from '../../../components/notice';
import { ApiError } from '../../../lib/api-client';
import { postDevPackage, type DevPackage } from '../api/post-dev-package';
import type { RuntimeCmi } from './scorm-runtime';

const ScormPlayer = lazy(() => import('./scorm-player').then((m) => ({ default: m.ScormPlayer })));

async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The package test page's body: choose a zip, see the server's verdict, play it, and see each lesson's lesson_status. */
export function ScormTest() {
  const { t } = useTranslation('education');
  const [pkg, setPkg] = useState<DevPackage | null>(null);
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);
  const [statuses, setStatuses] = useState<LessonStatus[]>([]);
  const [open, setOpen] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setPkg(null);
    setError('');
    setChecking(true);
    try {
      const loaded = await postDevPackage(await toBase64(file));
      setStatuses(loaded.scos.map(() => 'not attempted'));
      setPkg(loaded);
      setOpen(true);
    } catch (e) {
      setError(e instanceof ApiError && e.status === 404 ? t('dev.notAvailable') : (e as Error).message);
    } finally {
      setChecking(false);
    }
  };

  const onSave = (cmi: RuntimeCmi, index: number) => setStatuses((s) => s.map((v, i) => (i === index ? cmi.lesson_status : v)));
  const packageStatus = statuses.length && statuses.every(isCompletedStatus) ? 'completed' : statuses.some((s) => s !== 'not attempted') ? 'incomplete' : 'not attempted';

  return (
    <>
      <Box>
        <Typography component="label" htmlFor="scorm-file" sx={{ display: 'block', fontWeight: 500, mb: 1 }}>
          {t('dev.file')}
        </Typography>
        <input id="scorm-file" type="file" accept=".zip,application/zip" onChange={(e) => void onFile(e)} />
      </Box>
      {checking && <Typography role="status">{t('dev.checking')}</Typography>}
      {error && <Notice severity="error">{error}</Notice>}
      {pkg && (
        <>
          <Typography role="status" data-testid="package-status" sx={{ fontWeight: 600 }}>
            {t('dev.packageStatus', { status: packageStatus })}
          </Typography>
          <List dense aria-label={pkg.title}>
            {pkg.scos.map((s, i) => (
              <ListItem key={s.id} data-testid="sco-status">
                {t('dev.lessonStatus', { title: s.title, status: statuses[i] })}
              </ListItem>
            ))}
          </List>
          {open && (
            <Suspense fallback={<Typography>{t('loadingModule')}</Typography>}>
              <ScormPlayer key={pkg.id} title={pkg.title} version={pkg.version} scos={pkg.scos} onSave={onSave} onClose={() => setOpen(false)} />
            </Suspense>
          )}
          {!open && packageStatus === 'completed' && <Notice severity="success">{t('dev.finished')}</Notice>}
        </>
      )}
    </>
  );
}
