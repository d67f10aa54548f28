import { PRIVACY_PATH } from '@portal/domain/privacy/paths';
import { stepPath } from '@portal/domain/site/paths';
import { stepOf, type Status } from '@portal/domain/registration/status';

/**
 * `--site=<running portal>`: the pages the guide's speed targets name (home, a marketing page,
 * registration, the schedule, contact us, the university form, the privacy page), every funnel
 * step (objectives, education, quiz, checkout, completion), a campaign page (issue 41) and a
 * registrant's own page (issue 42). Each step needs a registration of its own at that status: the
 * development fixture makes one (not in production); the own page's link is asked for by e-mail
 * ("Find my registrations") and read from the development mailbox.
 */
export async function targetPages(base: string): Promise<string[]> {
  const onDemand = 'XSWcyRJca9vioeovVKDYEA';
  const csrf = await fetch(`${base}/api/csrf`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(token) },
      body: JSON.stringify(body),
    });
  const made = async (status: Status) => {
    const res = await post('/api/dev/registrations', { offeringId: onDemand, status });
    if (!res.ok) throw new Error(`the funnel steps need the development fixture: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string; email: string };
  };
  const registrationAt = async (status: Status): Promise<string> => (await made(status)).id;
  const ownPage = async (): Promise<string> => {
    const { email } = await made('completed');
    if (!(await post('/api/my-registrations', { email })).ok) throw new Error('Find my registrations refused');
    // The mail is written by the Find job on its next poll (issue 50), not by the request: wait for it.
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
      const mails = (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
      const link = mails.map((m) => /\/my-registration\?token=[\w-]+/.exec(m.text)?.[0]).find(Boolean);
      if (link) return link;
    }
    throw new Error('no link to the registration\'s own page in the mail within 30 s');
  };
  const steps: Status[] = ['objectives', 'scorm', 'quiz', 'cart', 'completed'];
  const stepPages = await Promise.all(steps.map(async (status) => stepPath(await registrationAt(status), stepOf(status))));
  const campaign = `/campaign_quiz?id=${await registrationAt('quiz')}`;
  return ['/', '/provider/align-digital-platform', `/registration?campaign_id=${onDemand}`, '/live-training-schedule', '/contact-us', '/provider/university-registration', PRIVACY_PATH, ...stepPages, campaign, await ownPage()].map((p) => base + p);
}
