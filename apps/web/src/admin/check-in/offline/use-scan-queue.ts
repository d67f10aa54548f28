import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SYNC_BATCH, type CheckInSyncAnswer, type SyncedScan } from '@portal/domain/check-in/sync';
import { ApiError, post } from '../../../lib/api-client';
import { forgetSent, onQueueChange, queuedScans, type QueueEntry } from './scan-queue';
import { useOnline } from './use-roster';

/** While scans wait and the phone is online, sending is tried again this often. */
const RETRY_MS = 5000;

/** Why waiting scans are not being sent: the sign-in expired, or the server refused them (its words). */
export type Blocked = { kind: 'signIn' } | { kind: 'refused'; message: string } | null;

/**
 * Scans the server will never take, removed from the queue (issue 50): a batch sent while the
 * session's doors are closed by the server's clock (its words in `message`), or one scan whose
 * phone time was impossible (`name` of its holder, `message` null: the screen says why).
 */
export interface Refused {
  key: string;
  count: number;
  message: string | null;
  name: string | null;
}
/** The server's codes for a sync that can never succeed, whenever it is sent again. */
const NEVER_TAKEN = new Set(['checkInNotOpen']);

/**
 * The phone's queue of scans made offline, for one session: how many wait, and their sending once
 * the network is back, in order and in batches, each scan with its key and the phone's time. Only
 * the staff member who made them sends them (sendsAs); an expired sign-in (401) keeps them until that person
 * signs in again, and nothing is deleted before the server has answered it. The scans sent that
 * let somebody in are kept (for this screen's life) to show, against the list read since, when
 * another phone was first; so are those the server flagged (a ticket cancelled meanwhile).
 */
/** A scan is sent by the staff member who made it; one made while the phone could not tell who was signed in (no id kept) by whoever signs in next, rather than never. */
export const sendsAs = (scannedBy: string, signedIn: string | undefined) => signedIn !== undefined && (scannedBy === signedIn || scannedBy === '');

export function useScanQueue(sessionId: string, staffId: string | undefined) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<QueueEntry[]>([]);
  const [blocked, setBlocked] = useState<Blocked>(null);
  const [flagged, setFlagged] = useState<SyncedScan[]>([]);
  const [sent, setSent] = useState<QueueEntry[]>([]);
  const [refused, setRefused] = useState<Refused[]>([]);
  const running = useRef(false);

  const reload = useCallback(async () => setWaiting(await queuedScans(sessionId)), [sessionId]);
  useEffect(() => {
    void reload();
    return onQueueChange(() => void reload());
  }, [reload]);

  const send = useCallback(async () => {
    if (running.current || !navigator.onLine || !staffId || !sessionId) return;
    running.current = true;
    let sent = false;
    try {
      for (;;) {
        const batch = (await queuedScans(sessionId)).filter((e) => sendsAs(e.staffId, staffId)).slice(0, SYNC_BATCH);
        if (batch.length === 0) break;
        let answer: CheckInSyncAnswer;
        try {
          answer = await post<CheckInSyncAnswer>(`/api/admin/sessions/${encodeURIComponent(sessionId)}/check-in/sync`, {
            scans: batch.map(({ key, digest, scannedAt, admitted }) => ({ key, digest, scannedAt, admitted })),
          });
        } catch (err) {
          // No network (status 0): tried again later, quietly. Anything else keeps the scans too.
          if (err instanceof ApiError && NEVER_TAKEN.has(err.code ?? '')) {
            setRefused((before) => [...before, { key: batch[0].key, count: batch.length, message: err.message, name: null }]);
            await forgetSent(batch.map((e) => e.key));
            continue;
          }
          if (err instanceof ApiError && err.status === 401) setBlocked({ kind: 'signIn' });
          else if (err instanceof ApiError && err.status !== 0) setBlocked({ kind: 'refused', message: err.message });
          return;
        }
        setBlocked(null);
        sent = true;
        const nowFlagged = answer.scans.filter((s) => s.flagged);
        if (nowFlagged.length) setFlagged((before) => [...before, ...nowFlagged]);
        const impossible = answer.scans.filter((x) => x.outcome === 'impossible_time').map((x) => ({ key: x.key, count: 1, message: null, name: x.person?.name ?? null }));
        if (impossible.length) setRefused((before) => [...before, ...impossible]);
        setSent((before) => [...before, ...batch.filter((e) => e.admitted)]);
        await forgetSent(answer.scans.map((s) => s.key));
      }
    } finally {
      running.current = false;
      if (sent) await queryClient.invalidateQueries({ queryKey: ['check-in', sessionId] });
    }
  }, [sessionId, staffId, queryClient]);

  const mine = waiting.filter((e) => sendsAs(e.staffId, staffId)).length;
  useEffect(() => {
    if (!online || mine === 0) return;
    void send();
    const timer = setInterval(() => void send(), RETRY_MS);
    return () => clearInterval(timer);
  }, [online, mine, send]);

  return { waiting, blocked, flagged, sent, refused, send };
}
export type ScanQueue = ReturnType<typeof useScanQueue>;
