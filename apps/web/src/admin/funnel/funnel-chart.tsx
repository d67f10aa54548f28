import { Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { StepFigure } from '@portal/domain/funnel/figures';
import { STALLABLE_STEPS } from '@portal/domain/funnel/schemas';
import { duration, F, percent } from './funnel-format';

/**
 * How many registrants reached each step: a bar chart for the eye and, behind it, the same figures
 * as a table (screen readers read the table; the chart is hidden from them), with the conversion
 * from the step before, the median time in the step and a way to the people stalled there.
 */
export function FunnelChart({ steps, onStalled }: { steps: StepFigure[]; onStalled: (step: (typeof STALLABLE_STEPS)[number]) => void }) {
  const translate = useTranslate();
  const label = (step: string) => translate(F(`steps.${step}`));
  return (
    <Box component="section" aria-labelledby="funnel-chart-title" sx={{ mb: 4 }}>
      <Typography id="funnel-chart-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(F('chart.title'))}
      </Typography>
      <Box aria-hidden="true" sx={{ width: '100%', minWidth: 0 }}>
        <BarChart
          height={360}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: steps.map((s) => label(s.step)), width: 130 }]}
          series={[{ data: steps.map((s) => s.reached), label: translate(F('chart.reached')) }]}
          hideLegend
          // The table below is how the keyboard and screen readers read these figures.
          disableKeyboardNavigation
          margin={{ right: 16 }}
        />
      </Box>
      <TableContainer>
        <Table size="small" aria-labelledby="funnel-chart-title">
          <TableHead>
            <TableRow>
              {['step', 'reached', 'conversion', 'median', 'stalled'].map((c) => (
                <TableCell key={c}>{translate(F(`chart.${c}`))}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {steps.map((s) => (
              <TableRow key={s.step}>
                <TableCell component="th" scope="row">
                  {label(s.step)}
                </TableCell>
                <TableCell>{s.reached}</TableCell>
                <TableCell>{percent(s.conversion)}</TableCell>
                <TableCell>{duration(s.medianSeconds, translate)}</TableCell>
                <TableCell>
                  {(STALLABLE_STEPS as readonly string[]).includes(s.step) && s.reached > 0 && (
                    <Button size="small" onClick={() => onStalled(s.step as (typeof STALLABLE_STEPS)[number])} aria-label={translate(F('chart.showStalled'), { step: label(s.step) })}>
                      {translate(F('chart.stalled'))}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
