/**
 * `--site=<running portal>`: the pages the guide's speed targets name (home, a marketing page,
 * registration, the schedule, contact us, the university form, the objectives step). The step
 * needs a registration of its own: the development fixture makes one (not in production).
 */
export async function targetPages(base: string): Promise<string[]> {
  const onDemand = 'XSWcyRJca9vioeovVKDYEA';
  const csrf = await fetch(`${base}/api/csrf`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const made = await fetch(`${base}/api/dev/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(token) },
    body: JSON.stringify({ offeringId: onDemand, status: 'objectives' }),
  });
  if (!made.ok) throw new Error(`the objectives step needs the development fixture: ${made.status} ${await made.text()}`);
  const { id } = (await made.json()) as { id: string };
  return ['/', '/provider/align-digital-platform', `/registration?campaign_id=${onDemand}`, '/live-training-schedule', '/contact-us', '/provider/university-registration', `/registration/${id}/objectives`].map((p) => base + p);
}
