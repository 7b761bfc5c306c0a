// The audit log's collection, `auditLog`. Every entry is added in the transaction of the write it records (the team's
// audited writes, a customer's erasure), so there is never one without the other.
import { randomBytes } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { AuditEntry, AuditInput } from '../../domain/team/team.ts';

/** Audit documents sort newest first by this key: the time counted down, then a random tail for entries of one millisecond. */
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
