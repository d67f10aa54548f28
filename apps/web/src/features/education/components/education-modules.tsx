import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ModuleState, UpdateModuleResponse } from '@portal/domain/education/cmi';
import { moduleAnchor, MODULE_IDS } from '@portal/domain/education/modules';
import { usePathFor } from '../../../components/funnel/step-context';
import type { ProviderRecord } from '../../../components/funnel/use-provider';
import { HydratedButton } from '../../../components/form/hydrated-button';
import { Notice } from '../../../components/notice';
import { ProgressBar } from '../../../components/progress-bar';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { scormModulesQueryOptions, useScormModules } from '../api/get-scorm-modules';
import { updateScormModule } from '../api/update-scorm-module';
import { ModuleCard } from './module-card';
import type { RuntimeCmi } from './scorm-runtime';
import * as text from '../../../styles/text.css';
import * as css from './education-modules.css';

// The player (and scorm-again inside it) loads when a module is opened, not with the page.
const ScormPlayer = lazy(() => import('./scorm-player').then((m) => ({ default: m.ScormPlayer })));

/**
 * The education step's body: progress, the three modules, the player, and Continue. Progress is
 * saved on every commit and when the page is hidden; Continue only once the server has all three completed.
 */
export function EducationModules({ record }: { record: ProviderRecord }) {
  const { t, i18n } = useTranslation('education');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathFor = usePathFor();
  const modules = useScormModules(record.id, i18n.language);
  const [openId, setOpenId] = useState<ModuleState['id'] | null>(null);
  const [saveError, setSaveError] = useState(false);
  const [continuing, setContinuing] = useState(false);

  // Review: the modules are done and the record has moved on (the quiz links back here).
  // Nothing is saved then, and the button returns to the current step.
  const reviewing = record.step !== 'education';
  const open = modules.data?.modules.find((m) => m.id === openId);
  // Stable while the module is open: refetched data must not restart the SCO.
  const openKey = open ? `${open.id}|${open.launchUrl}` : '';
  const scos = useMemo(() => (open ? [{ id: open.id, title: open.title, launchUrl: open.launchUrl }] : []), [openKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const saved = useMemo(() => open?.cmi as Partial<RuntimeCmi> | undefined, [openKey]); // eslint-disable-line react-hooks/exhaustive-deps

  // Saves go one after the other so an older state never lands after a newer one; when the page
  // is hidden there may be no later chance, so that save goes at once (keepalive).
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const onSave = useCallback((cmi: RuntimeCmi) => {
    if (!openId || reviewing) return;
    const send = () => updateScormModule({ registrationId: record.id, moduleId: openId, cmi });
    const sent: Promise<UpdateModuleResponse> = document.visibilityState === 'hidden' ? send() : queue.current.then(send, send);
    queue.current = sent.catch(() => undefined);
    sent.then(
      (res) => {
        setSaveError(false);
        const key = scormModulesQueryOptions(record.id, i18n.language).queryKey;
        // Completion changes the list (and may enable Continue); other saves only need the state for the next launch.
        if (res.completed) void queryClient.invalidateQueries({ queryKey: key });
        else queryClient.setQueryData(key, (old) => old && { ...old, modules: old.modules.map((m) => (m.id === openId ? { ...m, cmi: { ...m.cmi, ...cmi } } : m)) });
      },
      (e: unknown) => {
        // 409: the registration has moved past this step (the save that completed the third module
        // already advanced it, and the module's finish came after): nothing was lost.
        if (e instanceof ApiError && e.status === 409) void queryClient.invalidateQueries({ queryKey: scormModulesQueryOptions(record.id, i18n.language).queryKey });
        else setSaveError(true);
      },
    );
  }, [openId, reviewing, record.id, i18n.language, queryClient]);

  const onClose = useCallback(() => {
    const id = openId;
    setOpenId(null);
    // The list is read again once the module's last save has landed.
    void queue.current.then(() => queryClient.invalidateQueries({ queryKey: scormModulesQueryOptions(record.id, i18n.language).queryKey }));
    // Back in the list, keep the learner's place: focus the module they just closed.
    if (id) requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${moduleAnchor(MODULE_IDS.indexOf(id))} button`)?.focus());
  }, [openId, record.id, i18n.language, queryClient]);

  const onContinue = async () => {
    setContinuing(true);
    navigate(pathFor(reviewing ? record.step : 'quiz'));
  };

  const data = modules.data;
  return (
    <>
      {modules.isPending && <Spinner label={t('common:loading')} className={css.loading} />}
      {modules.error && <Notice severity="error">{modules.error.message}</Notice>}
      {data && (
        <>
          <div>
            <p id="modules-progress" className={css.progress}>
              {t('progress', { count: data.completedCount, total: data.total })}
            </p>
            <ProgressBar
              value={(data.completedCount / data.total) * 100}
              label={t('progressLabel')}
              valueText={t('progress', { count: data.completedCount, total: data.total })}
              height={10}
            />
          </div>
          {saveError && <Notice severity="error">{t('saveFailed')}</Notice>}
          {open ? (
            <Suspense fallback={<p className={text.body1}>{t('loadingModule')}</p>}>
              <ScormPlayer key={open.id} title={open.title} version={open.version} scos={scos} saved={saved} onSave={onSave} onClose={onClose} />
            </Suspense>
          ) : (
            <div className={css.list}>
              {data.modules.map((m) => (
                <ModuleCard key={m.id} module={m} onOpen={() => setOpenId(m.id)} />
              ))}
            </div>
          )}
          <div className={css.footer}>
            <HydratedButton variant="contained" size="large" disabled={!data.allCompleted || Boolean(open) || continuing} onClick={() => void onContinue()}>
              {reviewing ? t('funnel:backToCurrent') : t('funnel:continue')}
            </HydratedButton>
            {!data.allCompleted && <p className={css.hint}>{t('continueHint')}</p>}
          </div>
        </>
      )}
    </>
  );
}
