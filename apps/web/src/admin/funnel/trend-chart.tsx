import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { FunnelFigures } from '@portal/domain/funnel/figures';
import { dayOf, F } from './funnel-format';

/** Registrations and paid per ISO week: a line chart, and the same figures as a table behind it. */
export function TrendChart({ weeks }: { weeks: FunnelFigures['weeks'] }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="funnel-trend-title" sx={{ mb: 4 }}>
      <Typography id="funnel-trend-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(F('trend.title'))}
      </Typography>
      {weeks.length === 0 ? (
        <Typography color="textSecondary">{translate(F('trend.none'))}</Typography>
      ) : (
        <>
          <Box aria-hidden="true" sx={{ width: '100%', minWidth: 0 }}>
            <LineChart
              height={280}
              xAxis={[{ scaleType: 'point', data: weeks.map((w) => w.week) }]}
              series={[
                { data: weeks.map((w) => w.registrations), label: translate(F('trend.registrations')) },
                { data: weeks.map((w) => w.paid), label: translate(F('trend.paid')) },
              ]}
              margin={{ right: 16 }}
              // The table below is how the keyboard and screen readers read these figures.
              disableKeyboardNavigation
            />
          </Box>
          <TableContainer>
            <Table size="small" aria-labelledby="funnel-trend-title">
              <TableHead>
                <TableRow>
                  {['week', 'startsOn', 'registrations', 'paid'].map((c) => (
                    <TableCell key={c}>{translate(F(`trend.${c}`))}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {weeks.map((w) => (
                  <TableRow key={w.week}>
                    <TableCell component="th" scope="row">
                      {w.week}
                    </TableCell>
                    <TableCell>{dayOf(`${w.startsOn}T12:00:00Z`)}</TableCell>
                    <TableCell>{w.registrations}</TableCell>
                    <TableCell>{w.paid}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}
