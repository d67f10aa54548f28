import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Title, useTranslate } from 'react-admin';
import type { ScormPackageDetail } from '@portal/domain/education/admin-schemas';
import { ADMIN_BASE } from '@portal/domain/site/paths';
import { ScormPlayer } from '../../features/education/components/scorm-player';
import { get } from '../../lib/api-client';
import { i18next } from '../../lib/i18n';

const T = (key: string) => `admin-content:packages.${key}`;
const nothing = () => undefined;

/**
 * /admin/scorm-content/:id/preview: an uploaded package in the registrants' own player, with its
 * LMS API (scorm-again) running in the browser and every save dropped: staff see and click
 * through it as a registrant would, and nothing is recorded anywhere.
 */
export function ContentPreviewPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const pkg = useQuery({
    queryKey: ['scorm-packages', id],
    queryFn: async () => {
      await i18next.loadNamespaces('education');
      return get<ScormPackageDetail>(`/api/admin/scorm-packages/${encodeURIComponent(id)}`);
    },
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title={T('preview')} />
      <Stack spacing={2}>
        <Button component={RouterLink} to={`${ADMIN_BASE}/scorm-content`} sx={{ alignSelf: 'flex-start' }}>
          {translate(T('back'))}
        </Button>
        {pkg.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
        {pkg.isError && <Alert severity="error">{pkg.error.message}</Alert>}
        {pkg.data && (
          <>
            <Typography variant="h5" component="h1">
              {translate(T('previewTitle'), { title: pkg.data.title })}
            </Typography>
            <Alert severity="info">{translate(T('previewNote'))}</Alert>
            <ScormPlayer title={pkg.data.title} version={pkg.data.scormVersion} scos={pkg.data.scos} onSave={nothing} onClose={() => navigate(`${ADMIN_BASE}/scorm-content`)} />
          </>
        )}
      </Stack>
    </Box>
  );
}
