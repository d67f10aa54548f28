import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RetentionOverview } from '@portal/domain/privacy/retention-api';
import { dateOf, dateTimeOf, numberOf, periodText, R } from './retention-format';

/** The periods in force, each with what it means; then what the next run would touch (the server's dry run, computed on this read). */
export function RetentionPeriods({ overview }: { overview: RetentionOverview }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="retention-periods" sx={{ mb: 3 }}>
      <Typography id="retention-periods" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(R('periods.heading'))}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {overview.rules.map((r) => (
          <Box key={r.rule} sx={{ mb: 1.5 }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {`${translate(R(`rules.${r.rule}`))} — ${periodText(r.period, r.rule)}`}
            </Typography>
            <Typography component="dd" variant="body2" color="textSecondary" sx={{ m: 0 }}>
              {translate(R(`ruleHelp.${r.rule}`))}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="textSecondary">
        {translate(R('periods.note'))}
      </Typography>
    </Box>
  );
}

export function RetentionReport({ overview }: { overview: RetentionOverview }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="retention-report" sx={{ mb: 3 }}>
      <Typography id="retention-report" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(R('report.heading'))}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(R('report.asOf'), { at: dateTimeOf(overview.asOf) })}
      </Typography>
      {/* Scrolls sideways on a phone instead of squeezing the columns; focusable, so the keyboard can scroll it too. */}
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-labelledby="retention-report">
        <Table size="small" aria-labelledby="retention-report">
          <TableHead>
            <TableRow>
              {['rule', 'period', 'before', 'count', 'oldest'].map((c) => (
                <TableCell key={c} align={c === 'count' ? 'right' : 'left'}>
                  {translate(R(`report.${c}`))}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {overview.rules.map((r) => (
              <TableRow key={r.rule}>
                <TableCell component="th" scope="row">
                  {translate(R(`rules.${r.rule}`))}
                  {r.parts.length > 1 && (
                    <Typography variant="body2" color="textSecondary">
                      {r.parts.map((p) => `${numberOf(p.count)} ${translate(R(`targets.${p.target}`))}`).join(' · ')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{periodText(r.period, r.rule)}</TableCell>
                <TableCell>{dateOf(r.cutoff)}</TableCell>
                <TableCell align="right" data-testid={`retention-count-${r.rule}`}>
                  {numberOf(r.count)}
                </TableCell>
                <TableCell>{r.oldest ? dateOf(r.oldest) : translate(R('report.none'))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
