import { useOutletContext } from 'react-router';
import type { Step } from '@portal/domain/registration/status';
import type { ProviderRecord } from './use-provider';

/**
 * What a layout gives the step pages it renders (the registration funnel's FunnelLayout or the
 * campaign pages' CampaignLayout): the provider record, and where a step lives in that layout's
 * URLs, so a page that finishes a step goes on within the same set of pages.
 */
export interface StepContext extends ProviderRecord {
  pathFor(step: Step): string;
}

export const useStepContext = () => useOutletContext<StepContext>();

/** The URL of a step for the current layout (funnel: /registration/:id/<step>; campaign: /campaign_...?id=). */
export const usePathFor = () => useStepContext().pathFor;
