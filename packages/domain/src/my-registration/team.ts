/**
 * Team changes on the registrant's own page (issue 42): the registrant sends the whole team as it
 * should be. Members are matched by e-mail (case aside), so the order sent does not matter: a member
 * whose address is still there is kept (a corrected name or role changes nothing else); an address
 * that left is replaced by one that came in (the same seat, a new door ticket); the rest are added
 * (one seat each). Removing is not offered: a list shorter than the current team is refused.
 */
export interface TeamPlan<M> {
  kept: { id: string; member: M }[];
  replaced: { id: string; member: M }[];
  added: M[];
}

const key = (email: string) => email.trim().toLowerCase();

/** How the sent list changes the current team, or null when it has fewer members (removing is not offered). */
export function planTeamChange<M extends { email: string }>(current: readonly { id: string; email: string }[], next: readonly M[]): TeamPlan<M> | null {
  if (next.length < current.length) return null;
  const sent = new Set(next.map((m) => key(m.email)));
  const held = new Map(current.map((c) => [key(c.email), c.id]));
  const kept = next.flatMap((member) => (held.has(key(member.email)) ? [{ id: held.get(key(member.email))!, member }] : []));
  const incoming = next.filter((m) => !held.has(key(m.email)));
  const leaving = current.filter((c) => !sent.has(key(c.email)));
  // As many come in as leave, at least (the list is not shorter): each leaving seat goes to the next newcomer.
  const replaced = leaving.map((c, i) => ({ id: c.id, member: incoming[i] }));
  return { kept, replaced, added: incoming.slice(leaving.length) };
}

/**
 * A registration may grow its team up to the session's team seats per registration; one that
 * already holds more (staff lowered the number since) may still replace members, not add.
 */
export const teamCapHolds = (currentSize: number, nextSize: number, teamSeatAmount: number) => nextSize <= Math.max(currentSize, teamSeatAmount);
