import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { RegistrationMove } from '@portal/domain/registration/admin-schemas';
import { retryTransaction } from '../../db/retry-transaction';
import { lockRegistration, refuseEnded, type MoveOptions } from '../registration/admin-actions';
import type { RefundDeps } from '../registration/admin-refund';
import type { Actor } from '../staff/audit';
import { moveAndSettle } from './move-service';

/**
 * POST /api/admin/registrations/{id}/move: staff move a registration through the one move service:
 * a cheaper session refunds the difference (credit note, mail), a dearer one is refused unless
 * staff waive the difference or leave it due, with a reason.
 */
export async function moveRegistration(db: NodePgDatabase, deps: RefundDeps, actor: Actor, id: string, body: RegistrationMove, opts: MoveOptions & { settle?: boolean } = {}) {
  const dearer = body.difference && body.reason ? { kind: body.difference, reason: body.reason } : { kind: 'refuse' as const };
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      const row = await lockRegistration(tx, id);
      refuseEnded(row);
      const { target: _target, ...moved } = await moveAndSettle(tx, actor, row, body.offeringId, { publicUrl: deps.publicUrl, ...opts }, { dearer, refund: deps, settle: opts.settle });
      return moved;
    }),
  );
}
