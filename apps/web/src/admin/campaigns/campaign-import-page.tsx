import { Alert, Box, Button, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ApiError, post } from '../../lib/api-client';

type Line = { line: number; email: string; status?: string; link?: string };
type Report =
  | { ok: false; dryRun: boolean; problems: { line: number; reason: string }[] }
  | { ok: true; dryRun: boolean; created: Line[]; skipped: Line[]; csv: string };

const T = (key: string) => `admin:campaigns.${key}`;

/**
 * The campaign import from the browser: choose a CSV file, read the dry run's report line by
 * line, confirm, then download the links as CSV. The server runs the same checks as the CLI.
 */
export function CampaignImportPage() {
  const translate = useTranslate();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (text: string, dryRun: boolean) => {
    setBusy(true);
    setError(null);
    try {
      setReport(await post<Report>('/api/admin/campaign-imports', { csv: text, dryRun }));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    await send(text, true);
  };
  const download = (csv: string) => {
    const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: `campaign-links-${new Date().toISOString().slice(0, 10)}.csv` });
    a.click();
    URL.revokeObjectURL(url);
  };

  const lines = report?.ok ? [...report.created.map((l) => ({ ...l, outcome: report.dryRun ? 'wouldCreate' : 'created' })), ...report.skipped.map((l) => ({ ...l, outcome: 'alreadyExisted' }))].sort((a, b) => a.line - b.line) : [];
  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      <Title title={T('menu')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate(T('heading'))}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(T('intro'))}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Button variant="contained" component="label" disabled={busy}>
          {translate(T('choose'))}
          <input hidden type="file" accept=".csv,text/csv" aria-label={translate(T('choose'))} onChange={(e) => choose(e.target.files?.[0])} />
        </Button>
        {file && <Typography>{file.name}</Typography>}
        {busy && <CircularProgress size={24} aria-label={translate(T('checking'))} />}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {report && !report.ok && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(T('problems'), { count: report.problems.length })}
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {report.problems.map((p) => (
              <li key={`${p.line}-${p.reason}`}>{translate(T('problemLine'), { line: p.line, reason: p.reason })}</li>
            ))}
          </Box>
        </Alert>
      )}
      {report?.ok && (
        <>
          <Alert severity={report.dryRun ? 'info' : 'success'} sx={{ mb: 2 }}>
            {translate(T(report.dryRun ? 'dryRunSummary' : 'doneSummary'), { created: report.created.length, skipped: report.skipped.length })}
          </Alert>
          <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
            {report.dryRun && file && report.created.length > 0 && (
              <Button variant="contained" disabled={busy} onClick={() => send(file.text, false)}>
                {translate(T('confirm'), { count: report.created.length })}
              </Button>
            )}
            {!report.dryRun && (
              <Button variant="outlined" onClick={() => download(report.csv)}>
                {translate(T('download'))}
              </Button>
            )}
          </Stack>
          <Table size="small" aria-label={translate(T('report'))}>
            <TableHead>
              <TableRow>
                {['line', 'email', 'status', 'outcome', 'link'].map((c) => (
                  <TableCell key={c}>{translate(T(`columns.${c}`))}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((l) => (
                <TableRow key={l.line}>
                  <TableCell>{l.line}</TableCell>
                  <TableCell>{l.email}</TableCell>
                  <TableCell>{l.status}</TableCell>
                  <TableCell>{translate(T(`outcomes.${l.outcome}`))}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{report.dryRun && l.outcome !== 'alreadyExisted' ? '' : l.link}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Box>
  );
}
