import type { LessonStatus } from '@portal/domain/education/modules';

/**
 * The LMS side of one SCO attempt: a scorm-again API (Scorm12API on window.API, or Scorm2004API on
 * window.API_1484_11) loaded from the saved state, reporting commits and the finish to the player.
 * scorm-again is imported here, on demand, so it is not part of any page's first download.
 */
export type ScormVersion = '1.2' | '2004';

export interface RuntimeCmi {
  lesson_location: string;
  suspend_data: string;
  lesson_status: LessonStatus;
  score_raw: number | null;
}

export interface Runtime {
  read(): RuntimeCmi;
  readonly initialized: boolean;
  readonly finished: boolean;
  /** Ends the attempt for a SCO that was taken away without finishing (what LMSFinish would have recorded). */
  finish(): void;
  destroy(): void;
}

interface Events {
  onCommit(cmi: RuntimeCmi): void;
  onFinish(cmi: RuntimeCmi): void;
}

type ApiWindow = Window & { API?: unknown; API_1484_11?: unknown };

const STATUSES: readonly string[] = ['passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted'];
const asStatus = (s: string): LessonStatus => (STATUSES.includes(s) ? (s as LessonStatus) : 'not attempted');
const asScore = (raw: string): number | null => {
  const n = raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : null;
};

// No HTTP from scorm-again (the player saves through the portal's API client) and quiet logs.
const SETTINGS = { autocommit: false, logLevel: 5 as const };

// The ESM builds export the class by name while the type declarations describe a default export.
const pick = <T,>(mod: { default: T }, name: string): T => (mod as unknown as Record<string, T>)[name] ?? mod.default;

export async function createRuntime(version: ScormVersion, saved: Partial<RuntimeCmi> | undefined, events: Events): Promise<Runtime> {
  const win = window as ApiWindow;
  const resume = Boolean(saved?.lesson_location || saved?.suspend_data);
  if (version === '1.2') {
    const Scorm12API = pick(await import('scorm-again/scorm12/min'), 'Scorm12API');
    const api = new Scorm12API(SETTINGS);
    const core: Record<string, unknown> = { entry: resume ? 'resume' : 'ab-initio' };
    if (saved?.lesson_location) core.lesson_location = saved.lesson_location;
    if (saved?.lesson_status && saved.lesson_status !== 'not attempted') core.lesson_status = saved.lesson_status;
    if (saved?.score_raw != null) core.score = { raw: String(saved.score_raw) };
    api.loadFromJSON({ core, ...(saved?.suspend_data ? { suspend_data: saved.suspend_data } : {}) });
    const read = (): RuntimeCmi => ({
      lesson_location: api.cmi.core.lesson_location,
      suspend_data: api.cmi.suspend_data,
      lesson_status: asStatus(api.cmi.core.lesson_status),
      score_raw: asScore(api.cmi.core.score.raw),
    });
    // SCORM 1.2: a SCO that finishes without ever reporting a status is completed (packages with
    // only the minimum run-time calls rely on it). scorm-again's autoCompleteLessonStatus does not
    // see a fresh attempt's default 'not attempted' as unset, so the rule is applied here.
    let statusReported = false;
    api.on('LMSSetValue.cmi.core.lesson_status', () => { statusReported = true; });
    api.on('BeforeTerminate', () => {
      if (!statusReported && api.cmi.core.lesson_status === 'not attempted') api.cmi.core.lesson_status = 'completed';
    });
    api.on('LMSCommit', () => events.onCommit(read()));
    api.on('LMSFinish', () => events.onFinish(read()));
    win.API = api;
    return {
      read,
      get initialized() { return api.isInitialized(); },
      get finished() { return api.isTerminated(); },
      finish: () => { if (api.isInitialized()) api.lmsFinish(''); },
      destroy: () => { if (win.API === api) delete win.API; },
    };
  }
  const Scorm2004API = pick(await import('scorm-again/scorm2004/min'), 'Scorm2004API');
  const api = new Scorm2004API(SETTINGS);
  const json: Record<string, unknown> = { entry: resume ? 'resume' : 'ab-initio' };
  if (saved?.lesson_location) json.location = saved.lesson_location;
  if (saved?.suspend_data) json.suspend_data = saved.suspend_data;
  if (saved?.lesson_status === 'passed' || saved?.lesson_status === 'failed') json.success_status = saved.lesson_status;
  if (saved?.lesson_status === 'passed' || saved?.lesson_status === 'completed') json.completion_status = 'completed';
  else if (saved?.lesson_status === 'incomplete') json.completion_status = 'incomplete';
  api.loadFromJSON(json);
  const read = (): RuntimeCmi => {
    const success = api.cmi.success_status;
    const completion = api.cmi.completion_status;
    const status = success === 'passed' || success === 'failed' ? success : completion === 'completed' || completion === 'incomplete' ? completion : 'not attempted';
    const scaled = api.cmi.score.scaled === '' ? NaN : Number(api.cmi.score.scaled);
    return {
      lesson_location: api.cmi.location,
      suspend_data: api.cmi.suspend_data,
      lesson_status: status,
      score_raw: asScore(api.cmi.score.raw) ?? (Number.isFinite(scaled) ? Math.max(0, Math.round(scaled * 100)) : null),
    };
  };
  api.on('Commit', () => events.onCommit(read()));
  api.on('Terminate', () => events.onFinish(read()));
  win.API_1484_11 = api;
  return {
    read,
    get initialized() { return api.isInitialized(); },
    get finished() { return api.isTerminated(); },
    finish: () => { if (api.isInitialized()) api.lmsFinish(''); },
    destroy: () => { if (win.API_1484_11 === api) delete win.API_1484_11; },
  };
}
