import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FunnelFigures } from '@portal/domain/funnel/figures';
import { money } from '../registrations/registration-format';
import { F, percent } from './funnel-format';

/** The key figures as a list of cards: overall conversion, first-try passes, take-ups, revenue per currency. */
export function FunnelSummary({ figures }: { figures: FunnelFigures }) {
  const translate = useTranslate();
  const of = (part: number, whole: number) => translate(F('summary.ofCount'), { part, whole });
  const first = figures.steps[0].reached;
  const paid = figures.steps.at(-1)!.reached;
  const cards: [string, string, string][] = [
    ['overall', percent(figures.overallConversion), of(paid, first)],
    ['quiz', percent(figures.quiz.rate), of(figures.quiz.passedFirstTry, figures.quiz.tried)],
    ['coupons', percent(figures.coupons.rate), of(figures.coupons.used, figures.coupons.paid)],
    ['scannerTrial', percent(figures.scannerTrial.rate), of(figures.scannerTrial.taken, figures.scannerTrial.paid)],
    [
      'revenue',
      figures.revenue.length ? figures.revenue.map((r) => money(r.netCents, r.currency)).join(' · ') : money(0, 'USD'),
      figures.revenue.filter((r) => r.refundedCents > 0).map((r) => translate(F('summary.refunded'), { amount: money(r.refundedCents, r.currency) })).join(' · '),
    ],
  ];
  return (
    <Box component="ul" aria-label={translate(F('summary.title'))} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, p: 0, m: 0, mb: 3, listStyle: 'none' }}>
      {cards.map(([key, value, detail]) => (
        <Card component="li" key={key} variant="outlined" sx={{ minWidth: 0 }}>
          <CardContent>
            <Typography color="textSecondary">{translate(F(`summary.${key}`))}</Typography>
            <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }} data-figure={key}>
              {value}
            </Typography>
            {detail && <Typography variant="body2" color="textSecondary">{detail}</Typography>}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
