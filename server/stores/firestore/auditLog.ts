// The audit log's collection, `auditLog`. Every entry is added in the transaction of the write it records (the team's
// audited writes, a customer's erasure), so there is never one without the other.
import { randomBytes } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { AuditEntry, AuditInput, AuditPage } from '../../domain/team/team.ts';

/**
 * Audit documents sort newest first by this key: the time counted down,
 * then a random tail for entries of one millisecond.
 */
const auditKey = (at: number) =>
  `${(9_999_999_999_999 - at).toString().padStart(13, '0')}-${randomBytes(4).toString('hex')}`;

/** Adds one entry to the transaction of the write it records. */
export function addAuditEntry(db: Firestore, transaction: Transaction, entry: AuditInput, at: number): void {
  const full: Omit<AuditEntry, 'id'> & { key: string } = {
    key: auditKey(at),
    at,
    actor: entry.actor,
    action: entry.action,
    target: entry.target ?? null,
    address: entry.address ?? null,
    details: entry.details ?? null,
  };
  transaction.set(db.collection('auditLog').doc(full.key), full);
}

/** A page of the log, newest first; `after` is the key of the entry before the page. */
export async function auditPage(db: Firestore, first: number, after: string | null): Promise<AuditPage> {
  const log = db.collection('auditLog');
  const query = (after ? log.where('key', '>', after) : log).orderBy('key').limit(first + 1);
  const snapshot = await query.get();
  const nodes = snapshot.docs.slice(0, first).map((doc) => {
    const data = doc.data();
    return {
      id: String(data.key),
      at: Number(data.at),
      actor: data.actor ?? null,
      action: data.action,
      target: data.target ?? null,
      address: data.address ?? null,
      details: data.details ?? null,
    };
  });
  return { nodes, endCursor: nodes.at(-1)?.id ?? null, hasNextPage: snapshot.size > first };
}
