import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ModuleState } from '@portal/domain/education/cmi';
import { moduleAnchor } from '@portal/domain/education/modules';

type Progress = 'notStarted' | 'inProgress' | 'completed';

export function progressOf(m: ModuleState): Progress {
  if (m.completed) return 'completed';
  return m.cmi.lesson_location || m.cmi.suspend_data || m.cmi.lesson_status !== 'not attempted' ? 'inProgress' : 'notStarted';
}

/** One module in the list: its anchor (#module-N, the quiz links here), status and the button that opens it. */
export function ModuleCard({ module: m, onOpen }: { module: ModuleState; onOpen(): void }) {
  const { t } = useTranslation('education');
  const progress = progressOf(m);
  const action = progress === 'completed' ? 'review' : progress === 'inProgress' ? 'resume' : 'start';
  return (
    <Card variant="outlined" id={moduleAnchor(m.number - 1)} component="article" aria-labelledby={`${moduleAnchor(m.number - 1)}-title`} sx={{ scrollMarginTop: 96 }}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            {t('moduleLabel', { number: m.number })}
          </Typography>
          <Chip
            size="small"
            label={t(`status.${progress}`)}
            variant={progress === 'completed' ? 'filled' : 'outlined'}
            sx={progress === 'completed' ? { bgcolor: '#1b5e20', color: '#fff' } : undefined}
          />
        </Box>
        <Typography variant="h2" id={`${moduleAnchor(m.number - 1)}-title`} sx={{ fontSize: '1.35rem', mb: 1 }}>
          {m.title}
        </Typography>
        <Typography>{t(`modules.${m.id}.description`)}</Typography>
        {m.cmi.score_raw !== null && progress === 'completed' && (
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('score', { score: m.cmi.score_raw })}</Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant={progress === 'completed' ? 'outlined' : 'contained'} onClick={onOpen} sx={progress === 'completed' ? { color: 'primary.dark' } : undefined}>
          {t(action, { number: m.number })}
        </Button>
      </CardActions>
    </Card>
  );
}
