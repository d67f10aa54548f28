import { useTranslation } from 'react-i18next';
import type { ModuleState } from '@portal/domain/education/cmi';
import { moduleAnchor } from '@portal/domain/education/modules';
import { button } from '../../../styles/button.css';
import * as text from '../../../styles/text.css';
import * as css from './module-card.css';

type Progress = 'notStarted' | 'inProgress' | 'completed';

export function progressOf(m: ModuleState): Progress {
  if (m.completed) return 'completed';
  return m.cmi.lesson_location || m.cmi.suspend_data || m.cmi.lesson_status !== 'not attempted' ? 'inProgress' : 'notStarted';
}

/** One module in the list: its anchor (#module-N, the quiz links here), status and the button that opens it. */
export function ModuleCard({ module: m, onOpen }: { module: ModuleState; onOpen(): void }) {
  const { t } = useTranslation('education');
  const progress = progressOf(m);
  const completed = progress === 'completed';
  const action = completed ? 'review' : progress === 'inProgress' ? 'resume' : 'start';
  const anchor = moduleAnchor(m.number - 1);
  return (
    <article id={anchor} aria-labelledby={`${anchor}-title`} className={css.card}>
      <div className={css.content}>
        <div className={css.header}>
          <p className={css.number}>{t('moduleLabel', { number: m.number })}</p>
          <span className={css.status({ completed })}>
            <span className={css.statusLabel}>{t(`status.${progress}`)}</span>
          </span>
        </div>
        <h2 id={`${anchor}-title`} className={css.title}>
          {m.title}
        </h2>
        <p className={text.body1}>{t(`modules.${m.id}.description`)}</p>
        {m.cmi.score_raw !== null && completed && <p className={css.score}>{t('score', { score: m.cmi.score_raw })}</p>}
      </div>
      <div className={css.actions}>
        <button type="button" onClick={onOpen} className={button({ variant: completed ? 'outlined' : 'contained' })}>
          {t(action, { number: m.number })}
        </button>
      </div>
    </article>
  );
}
