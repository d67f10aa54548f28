import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isCompletedStatus, type LessonStatus } from '@portal/domain/education/modules';
import { Notice } from '../../../components/notice';
import { ApiError } from '../../../lib/api-client';
import { postDevPackage, type DevPackage } from '../api/post-dev-package';
import * as text from '../../../styles/text.css';
import type { RuntimeCmi } from './scorm-runtime';
import * as css from './scorm-test.css';

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
      <div>
        <label htmlFor="scorm-file" className={css.fileLabel}>
          {t('dev.file')}
        </label>
        <input id="scorm-file" type="file" accept=".zip,application/zip" onChange={(e) => void onFile(e)} />
      </div>
      {checking && (
        <p role="status" className={text.body1}>
          {t('dev.checking')}
        </p>
      )}
      {error && <Notice severity="error">{error}</Notice>}
      {pkg && (
        <>
          <p role="status" data-testid="package-status" className={css.packageStatus}>
            {t('dev.packageStatus', { status: packageStatus })}
          </p>
          <ul aria-label={pkg.title} className={css.lessons}>
            {pkg.scos.map((s, i) => (
              <li key={s.id} data-testid="sco-status" className={css.lesson}>
                {t('dev.lessonStatus', { title: s.title, status: statuses[i] })}
              </li>
            ))}
          </ul>
          {open && (
            <Suspense fallback={<p className={text.body1}>{t('loadingModule')}</p>}>
              <ScormPlayer key={pkg.id} title={pkg.title} version={pkg.version} scos={pkg.scos} onSave={onSave} onClose={() => setOpen(false)} />
            </Suspense>
          )}
          {!open && packageStatus === 'completed' && <Notice severity="success">{t('dev.finished')}</Notice>}
        </>
      )}
    </>
  );
}
