import { useMemo } from 'react';
import { Outlet, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { stepPath } from '@portal/domain/site/paths';
import { STEPS, isStepDone, type Step } from '@portal/domain/registration/status';
import type { PageHandle } from '../../app/page-handle';
import { FunnelStepper } from './funnel-stepper';
import type { StepContext } from './step-context';
import { getProvider, type ProviderRecord } from './use-provider';

/**
 * The funnel after the information step: /registration/:id/:step. The server's status decides
 * the step; a URL for any other step (back button, old bookmark) is redirected to it, except the
 * education modules, which can be reviewed after they are completed.
 *
 * The record is read in the route's loader (fresh from the server on every navigation inside the
 * funnel, see `shouldRevalidate`), so the loading overlay covers it and no step renders before
 * the server has said where the user is.
 */
export async function funnelLoader({ params, request }: LoaderFunctionArgs): Promise<ProviderRecord> {
  const record = await getProvider(params.id ?? '');
  const urlStep = new URL(request.url).pathname.split('/').pop() as Step;
  const reviewing = urlStep === 'education' && record.step !== 'complete' && isStepDone('education', record.status, record.course_type);
  if (!STEPS.includes(urlStep) || (urlStep !== record.step && !reviewing)) throw redirect(stepPath(record.id, record.step));
  return record;
}

export const shouldRevalidateFunnel = () => true;

/** The server renders a step in its registration's locale and hands the record to the step's prefetch. */
export const handle: PageHandle = { registration: (data) => data as ProviderRecord };

export function FunnelLayout() {
  const record = useLoaderData<ProviderRecord>();
  const context = useMemo<StepContext>(() => ({ ...record, pathFor: (step) => stepPath(record.id, step) }), [record]);
  return (
    <>
      <FunnelStepper current={record.step} status={record.status} courseType={record.course_type} />
      <Outlet context={context} />
    </>
  );
}
