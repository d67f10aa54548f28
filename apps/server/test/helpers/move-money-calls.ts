import { moneyStanding } from '@portal/domain/checkout/money-standing';
import { moneyFactsOf } from '../../src/features/moves/money';
import type { TestApp } from './test-app';

/**
 * What the tests of a move's money (issue 50) send and read: the registrant's page's move routes,
 * each call from an address of its own (the per-address limits stay out of the way; `net` keeps
 * each file's addresses apart), and the registration's money as the database holds it. `db` is
 * the instance whose database is read, asked for when called (test apps start in beforeAll).
 */
export function moveMoneyCalls(db: () => TestApp, net: number) {
  let ip = 0;
  const from = () => `10.${net}.${Math.floor(++ip / 250)}.${ip % 250}`;
  const q = async (sql: string, params: unknown[] = []) => (await db().db.pool.query(sql, params)).rows;
  return {
    from,
    q,
    hold: (t: TestApp, token: string, sessionId: string) => t.call({ method: 'POST', url: `/api/my-registration/${token}/move-hold`, payload: { sessionId }, remoteAddress: from() }),
    pay: (t: TestApp, token: string, payload: object) => t.call({ method: 'POST', url: `/api/my-registration/${token}/move-payment`, payload, remoteAddress: from() }),
    /** The session a registration is on now. */
    where: async (id: string): Promise<string> => (await q('select offering_id from registrations where id = $1', [id]))[0].offering_id,
    /** Paid, refunded, held and due, as db:audit's money-follows-seat reads them. */
    standing: async (id: string) => {
      const [r] = await q('select * from registrations where id = $1', [id]);
      return moneyStanding(await moneyFactsOf(db().db.orm, { id, offeringId: r.offering_id, cancelledAt: r.cancelled_at, refundedAt: r.refunded_at }));
    },
    /** The registration's receipts less its credit notes, as their frozen documents say. */
    documentsNet: async (id: string): Promise<number> =>
      (await q(`select kind, document from receipts where registration_id = $1`, [id])).reduce((sum, d) => sum + (d.kind === 'payment' ? d.document.totalCents : -d.document.refund.amountCents), 0),
    /** What the move and refund services take from an instance. */
    deps: (t: TestApp) => ({ hosts: t.config.site, publicUrl: t.config.publicUrl, payments: t.app.payments, company: t.config.company }),
  };
}
