import { Box, Paper, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PRIVACY_SOURCES, type PrivacyFindings, type PrivacyRecord } from '@portal/domain/privacy/request-api';
import { siteConfig } from '../../lib/site-config';
import { T } from './deadline-chip';
import { adminLocale, dateText } from '../providers/admin-dates';

/** A personal field's name in the staff member's language; a field the catalog does not name shows as stored. */
export function useFieldLabel() {
  const translate = useTranslate();
  return (name: string) => translate(`privacy-requests:export.columns.${name}`, { _: name });
}

const shown = (value: PrivacyRecord['fields'][string]) => (value === null || value === '' ? '—' : String(value));

/**
 * What the portal holds about the address, grouped by where it is held: one table of fields per
 * record, exactly what an export carries. `action` puts a record's own button (Correct) in its header.
 */
export function PrivacyFindingsView({ findings, action }: { findings: PrivacyFindings; action?: (record: PrivacyRecord) => ReactNode }) {
  const translate = useTranslate();
  const label = useFieldLabel();
  const groups = PRIVACY_SOURCES.map((source) => ({ source, records: findings.records.filter((r) => r.source === source) })).filter((g) => g.records.length);
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">
        {translate(T('findings.heading'))}
      </Typography>
      {!groups.length && <Typography>{translate(T('findings.none'))}</Typography>}
      {groups.map(({ source, records }) => (
        <Box component="section" key={source} aria-labelledby={`findings-${source}`}>
          <Typography id={`findings-${source}`} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {translate(T(`sources.${source}`))} ({records.length})
          </Typography>
          <Stack spacing={2}>
            {records.map((record) => (
              <Paper key={record.id} variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{record.summary}</Typography>
                    <Typography variant="body2" color="textSecondary">
                      {dateText(record.createdAt, adminLocale(), { time: true })}
                    </Typography>
                  </Box>
                  {action?.(record)}
                </Box>
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small" aria-label={`${translate(T(`sources.${source}`))}: ${record.summary}`}>
                    <TableBody>
                      {Object.entries(record.fields).map(([name, value]) => (
                        <TableRow key={name}>
                          <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: { sm: '35%' }, pl: 0 }}>
                            {label(name)}
                          </TableCell>
                          <TableCell sx={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>{shown(value)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              </Paper>
            ))}
          </Stack>
        </Box>
      ))}
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="findings-retained">
        <Typography id="findings-retained" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {translate(T('findings.retainedHeading'))}
        </Typography>
        <Typography>{translate(T('findings.retained'), { receipts: findings.retained.receipts, payments: findings.retained.payments })}</Typography>
        {/* The CE records of the courses attended (issue 52): kept for their years, in a minimal form after an erasure. */}
        {findings.retained.ceRecords > 0 && (
          <Typography sx={{ mt: 1 }}>{translate(T('findings.ceRecords'), { count: findings.retained.ceRecords, years: siteConfig().ceRecordYears })}</Typography>
        )}
      </Paper>
    </Stack>
  );
}
