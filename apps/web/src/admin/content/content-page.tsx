import { Alert, Box, Button, CircularProgress, Link, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import { MODULE_IDS } from '@portal/domain/education/modules';
import type { ModuleAssignmentRow, ScormPackageDetail, ScormPackageSummary } from '@portal/domain/education/admin-schemas';
import { CAN } from '@portal/domain/staff/roles';
import { ApiError, get, post, request } from '../../lib/api-client';
import { previewPath } from './content-preview-page';
import { adminLocale, dateText } from '../providers/admin-dates';

const T = (key: string) => `admin-content:${key}`;
const OWN = '';

/** Reads a chosen file as base64 (the upload's JSON body). */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * SCORM content: upload a package (validated by the server like the player's), preview it in
 * the registrants' player (content-preview-page.tsx: nothing is saved), and choose which package plays module 1, 2 or 3 of each course and language.
 * Registrants who started a module keep the package they started with.
 */
export function ContentPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions();
  const canManage = (CAN.manageContent as readonly string[]).includes(permissions);
  const packages = useQuery({ queryKey: ['scorm-packages'], queryFn: () => get<{ data: ScormPackageSummary[] }>('/api/admin/scorm-packages?perPage=200') });
  const slots = useQuery({ queryKey: ['module-assignments'], queryFn: () => get<{ data: ModuleAssignmentRow[] }>('/api/admin/module-assignments') });
  const [busy, setBusy] = useState(false);
  const [uploaded, setUploaded] = useState<ScormPackageDetail | null>(null);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['scorm-packages'] }), queryClient.invalidateQueries({ queryKey: ['module-assignments'] })]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const pkg = await post<ScormPackageDetail>('/api/admin/scorm-packages', { fileName: file.name, data: await base64Of(file) });
      setUploaded(pkg);
      notify(T('packages.uploaded'), { type: 'success', messageArgs: { title: pkg.title } });
      await refresh();
    } catch (err) {
      notify(err instanceof ApiError ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const assign = async (slot: ModuleAssignmentRow, packageId: string) => {
    const number = MODULE_IDS.indexOf(slot.moduleId) + 1;
    try {
      await request('PUT', `/api/admin/module-assignments/${slot.variant}/${slot.moduleId}/${slot.language}`, { packageId: packageId || null });
      const title = packages.data?.data.find((p) => p.id === packageId)?.title;
      notify(T(packageId ? 'assignments.saved' : 'assignments.reset'), { type: 'success', messageArgs: { number, title } });
      await refresh();
    } catch (err) {
      notify(err instanceof ApiError ? err.message : String(err), { type: 'error' });
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <Title title={T('menu.content')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(T('packages.title'))}
      </Typography>
      {canManage && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Button variant="contained" component="label" disabled={busy}>
            {translate(T('packages.upload'))}
            <input hidden type="file" accept=".zip,application/zip" aria-label={translate(T('packages.file'))} onChange={(e) => upload(e.target.files?.[0])} />
          </Button>
          {busy && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        </Stack>
      )}
      {uploaded && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate(T('packages.lessons'))}: {uploaded.scos.map((s) => s.title).join(', ')}.{' '}
          <Link component={RouterLink} to={previewPath(uploaded.id)}>
            {translate(T('packages.previewUploaded'), { title: uploaded.title })}
          </Link>
        </Alert>
      )}
      {packages.data && packages.data.data.length === 0 && <Typography color="textSecondary">{translate(T('packages.empty'))}</Typography>}
      {packages.data && packages.data.data.length > 0 && (
        <TableContainer sx={{ mb: 4 }}>
          <Table size="small" aria-label={translate(T('packages.title'))}>
            <TableHead>
              <TableRow>
                {['name', 'version', 'fileName', 'createdAt', 'assignedTo', 'registrants', 'actions'].map((c) => (
                  <TableCell key={c}>{translate(T(`packages.${c}`))}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {packages.data.data.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.title}</TableCell>
                  <TableCell>{p.scormVersion}</TableCell>
                  <TableCell>{p.fileName}</TableCell>
                  <TableCell>{dateText(p.createdAt, adminLocale(), { time: true })}</TableCell>
                  <TableCell>
                    {p.assignedTo.length
                      ? p.assignedTo.map((s) => `${translate(T(`assignments.variants.${s.variant}`))} · ${MODULE_IDS.indexOf(s.moduleId) + 1} · ${s.language}`).join(', ')
                      : translate(T('packages.notAssigned'))}
                  </TableCell>
                  <TableCell>{p.registrants}</TableCell>
                  <TableCell>
                    <Button component={RouterLink} to={previewPath(p.id)} size="small" variant="outlined" aria-label={translate(T('packages.previewOf'), { title: p.title, fileName: p.fileName })}>
                      {translate(T('packages.preview'))}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {translate(T('assignments.title'))}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(T('assignments.intro'))}</Typography>
      {slots.data && (
        <TableContainer>
          <Table size="small" aria-label={translate(T('assignments.title'))}>
            <TableHead>
              <TableRow>
                {['variant', 'module', 'language', 'package'].map((c) => (
                  <TableCell key={c}>{translate(T(`assignments.${c}`))}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {slots.data.data.map((slot) => {
                const label = `${translate(T(`assignments.variants.${slot.variant}`))}, ${translate(T('assignments.module'))} ${MODULE_IDS.indexOf(slot.moduleId) + 1}, ${translate(T(`assignments.languages.${slot.language}`))}`;
                return (
                  <TableRow key={slot.id}>
                    <TableCell>{translate(T(`assignments.variants.${slot.variant}`))}</TableCell>
                    <TableCell>{MODULE_IDS.indexOf(slot.moduleId) + 1}</TableCell>
                    <TableCell>{translate(T(`assignments.languages.${slot.language}`))}</TableCell>
                    <TableCell sx={{ minWidth: 280 }}>
                      <TextField
                        select
                        size="small"
                        fullWidth
                        disabled={!canManage}
                        value={slot.packageId ?? OWN}
                        onChange={(e) => assign(slot, e.target.value)}
                        slotProps={{ htmlInput: { 'aria-label': label } }}
                      >
                        <MenuItem value={OWN}>{translate(T('assignments.ownModule'))}</MenuItem>
                        {(packages.data?.data ?? []).map((p) => (
                          <MenuItem key={p.id} value={p.id}>
                            {p.title} ({p.fileName})
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
