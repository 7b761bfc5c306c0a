// The audit log's table. Every entry is added inside the transaction of the write it records (the team's audited
// writes, a customer's erasure), so there is never one without the other.
import type { AuditInput } from '../../domain/team/team.ts';
import type { SqliteDatabase } from './database.ts';

export class SqliteAuditLog {
  private readonly insert;

  constructor(db: SqliteDatabase) {
    this.insert = db.prepare(
      `INSERT INTO audit_log (at, actor_uid, actor_email, action, target, address, details)
       VALUES (@at, @actorUid, @actorEmail, @action, @target, @address, @details)`,
    );
  }

  /** Adds one entry; inside the transaction of the write it records. */
  add(entry: AuditInput, at: number): void {
    this.insert.run({
      at,
      actorUid: entry.actor?.uid ?? null,
      actorEmail: entry.actor?.email ?? null,
      action: entry.action,
      target: entry.target ?? null,
      address: entry.address ?? null,
      details: entry.details ?? null,
    });
  }
}
