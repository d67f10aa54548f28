import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { factValues } from '@portal/domain/marketing/facts';
import packageIcon from 'lucide-static/icons/package.svg';
import bookIcon from 'lucide-static/icons/book-open.svg';
import workflowIcon from 'lucide-static/icons/workflow.svg';
import growIcon from 'lucide-static/icons/trending-up.svg';
import { COLORS } from '../../lib/brand-tokens';
import { useLocale } from '../../lib/locale';
import { LineIcon } from '../brand/line-icon';

const STEPS = ['delivery', 'learn', 'integrate', 'grow'] as const;
const ICONS = { delivery: packageIcon, learn: bookIcon, integrate: workflowIcon, grow: growIcon } as const;

/** Spec section 2 item 7: Delivery, Month 1 Learn, Month 2 Integrate, Month 3 Grow, as an ordered list. */
export function TrialTimeline() {
  const { t } = useTranslation('scannerTrial');
  const values = factValues(useLocale());
  return (
    <Box component="section" id="trial-plan" aria-labelledby="trial-timeline-title" sx={{ scrollMarginTop: 16 }}>
      <Typography id="trial-timeline-title" variant="h2" gutterBottom>
        {t('timeline.title', values)}
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}
      >
        {STEPS.map((step, i) => (
          <Box component="li" key={step} data-testid={`timeline-${step}`} sx={{ bgcolor: COLORS.surface, border: 1, borderColor: 'divider', borderTop: 4, borderTopColor: 'primary.main', borderRadius: 3, p: 2.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
              <Box aria-hidden sx={{ width: 32, height: 32, borderRadius: '50%', bgcolor: 'primary.dark', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 700 }}>
                {i + 1}
              </Box>
              <LineIcon src={ICONS[step]} />
            </Box>
            {/* The period and the step in one heading ("Month 1 Learn"), so both are read together. */}
            <Typography variant="h3" gutterBottom>
              <Box component="span" sx={{ display: 'block', fontSize: '0.95rem', fontWeight: 700, color: 'primary.dark', textTransform: 'uppercase', letterSpacing: 0.5 }}>
                {t(`timeline.${step}.when`)}
              </Box>
              {t(`timeline.${step}.title`)}
            </Typography>
            <Typography>{t(`timeline.${step}.text`)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
