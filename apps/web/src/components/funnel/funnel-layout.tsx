import { Alert, Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { stepPath } from '@portal/domain/site/paths';
import { STEPS, type Step } from '@portal/domain/registration/status';
import { FunnelStepper } from './funnel-stepper';
import { useProvider } from './use-provider';

/**
 * The funnel after the information step: /registration/:id/:step. The server's status decides
 * the step; a URL for any other step (back button, old bookmark) is redirected to it.
 */
export function FunnelLayout() {
  const { t } = useTranslation('funnel');
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const provider = useProvider(id);

  if (provider.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('common:loading')} sx={{ color: 'primary.dark' }} />
      </Box>
    );
  }
  if (provider.isError) {
    return <Alert severity="error">{provider.error.message}</Alert>;
  }
  const record = provider.data;
  const urlStep = pathname.split('/').pop() as Step;
  if (!STEPS.includes(urlStep) || urlStep !== record.step) {
    return <Navigate to={stepPath(record.id, record.step)} replace />;
  }
  return (
    <>
      <FunnelStepper current={record.step} status={record.status} courseType={record.course_type} />
      <Outlet context={record} />
    </>
  );
}
