import { PRIVACY_PATH } from '@portal/domain/privacy/paths';
import { stepPath } from '@portal/domain/site/paths';
import { stepOf, type Status } from '@portal/domain/registration/status';

/**
 * `--site=<running portal>`: the pages the guide's speed targets name (home, a marketing page,
 * registration, the schedule, contact us, the university form, the privacy page), every funnel
 * step (objectives, education, quiz, checkout, completion) and a campaign page (issue 41). Each
 * step needs a registration of its own at that status: the development fixture makes one (not in
 * production).
 */
export async function targetPages(base: string): Promise<string[]> {
  const onDemand = 'XSWcyRJca9vioeovVKDYEA';
  const csrf = await fetch(`${base}/api/csrf`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const registrationAt = async (status: Status): Promise<string> => {
    const made = await fetch(`${base}/api/dev/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(token) },
      body: JSON.stringify({ offeringId: onDemand, status }),
    });
    if (!made.ok) throw new Error(`the funnel steps need the development fixture: ${made.status} ${await made.text()}`);
    return ((await made.json()) as { id: string }).id;
  };
  const steps: Status[] = ['objectives', 'scorm', 'quiz', 'cart', 'completed'];
  const stepPages = await Promise.all(steps.map(async (status) => stepPath(await registrationAt(status), stepOf(status))));
  const campaign = `/campaign_quiz?id=${await registrationAt('quiz')}`;
  return ['/', '/provider/align-digital-platform', `/registration?campaign_id=${onDemand}`, '/live-training-schedule', '/contact-us', '/provider/university-registration', PRIVACY_PATH, ...stepPages, campaign].map((p) => base + p);
}
