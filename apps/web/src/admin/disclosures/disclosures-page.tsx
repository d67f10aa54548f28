import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { DISCLOSURE_TEXT_MAX, PRESENTER_NAME_MAX } from '@portal/domain/ce-records/disclosure';
import { CustomPage } from '../layout/custom-page';
import { get, request } from '../../lib/api-client';

const T = (key: string) => `admin:disclosures.${key}`;

interface Saved {
  en: string;
  fr: string;
  updatedBy: string | null;
  updatedAt: string | null;
}
interface Disclosures {
  courses: (Saved & { id: string })[];
  presenters: (Saved & { id: string; name: string; sessions: number })[];
}
const QUERY = ['disclosures'];

/**
 * Commercial-relationship disclosures (issue 52, item 3; administrators and operations): each
 * course's and each presenter's, in English and French. A session's page, its confirmation and
 * its certificate show its course's, then its presenter's. Each is saved on its own (audited by
 * the server); both texts empty removes it.
 */
export function DisclosuresPage() {
  const translate = useTranslate();
  const data = useQuery({ queryKey: QUERY, queryFn: () => get<Disclosures>('/api/admin/disclosures') });
  return (
    <CustomPage keys="admin:disclosures" query={data}>
      {data.data && (
        <>
          <Section id="course-disclosures" heading={translate(T('courses'))}>
            {data.data.courses.map((c) => (
              <DisclosureEditor key={c.id} label={translate(T(`courseNames.${c.id.replace(':', '_')}`))} saved={c} url={`/api/admin/disclosures/courses/${c.id}`} />
            ))}
          </Section>
          <Section id="presenter-disclosures" heading={translate(T('presenters'))}>
            {data.data.presenters.map((p) => (
              <DisclosureEditor key={p.id} label={p.name} hint={translate(T('sessions'), { count: p.sessions })} saved={p} url="/api/admin/disclosures/presenters" name={p.name} />
            ))}
            <NewPresenter />
          </Section>
        </>
      )}
    </CustomPage>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={`${id}-heading`} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" id={`${id}-heading`} sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Stack spacing={3}>{children}</Stack>
    </Paper>
  );
}

/** One course's or presenter's disclosure: its two texts and a save button of its own. */
function DisclosureEditor({ label, hint, saved, url, name }: { label: string; hint?: string; saved: Saved; url: string; name?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [draft, setDraft] = useState<{ en: string; fr: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const current = draft ?? { en: saved.en, fr: saved.fr };
  const save = async () => {
    setBusy(true);
    try {
      await request('PUT', url, name === undefined ? current : { name, ...current });
      notify(T('saved'), { type: 'success' });
      setDraft(null);
      await client.invalidateQueries({ queryKey: QUERY });
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const field = (lang: 'en' | 'fr') => (
    <TextField
      label={translate(T(lang === 'en' ? 'textEn' : 'textFr'), { name: label })}
      value={current[lang]}
      onChange={(e) => setDraft({ ...current, [lang]: e.target.value })}
      multiline
      minRows={2}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { maxLength: DISCLOSURE_TEXT_MAX } }}
    />
  );
  return (
    <Box component="section" aria-label={label} data-testid="disclosure">
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {[hint, saved.updatedAt ? translate(T('updated'), { by: saved.updatedBy, at: new Date(saved.updatedAt).toLocaleString() }) : translate(T('none'))].filter(Boolean).join(' · ')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        {field('en')}
        {field('fr')}
      </Stack>
      <Button variant="contained" onClick={save} disabled={busy || !draft} sx={{ mt: 1 }}>
        {translate(T('save'))}
        <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {` ${label}`}
        </Box>
      </Button>
    </Box>
  );
}

/** A presenter no session names yet (a session's presenter field may name them later). */
function NewPresenter() {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  if (added) return <DisclosureEditor label={added} saved={{ en: '', fr: '', updatedBy: null, updatedAt: null }} url="/api/admin/disclosures/presenters" name={added} />;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField label={translate(T('newPresenter'))} value={name} onChange={(e) => setName(e.target.value)} size="small" slotProps={{ htmlInput: { maxLength: PRESENTER_NAME_MAX } }} />
      <Button variant="outlined" disabled={!name.trim()} onClick={() => setAdded(name.trim())}>
        {translate(T('addPresenter'))}
      </Button>
    </Stack>
  );
}
