// Several phones and emails a customer (domain/contactPoints/contactPoints.ts): each list as JSON on the customer (NULL:
// saved before lists were kept, one work phone and email), and the further entries' duplicate keys in a table of their
// own that triggers keep in step, so a duplicate check finds a second email by an index. Added only if missing, as a
// file set back to an earlier schema version runs this again.
import type Database from 'better-sqlite3';
import { hasColumn } from '../tableInfo.ts';

// The further entries' keys (the first are the customer's email and phone columns): emails lower-cased (ASCII, as the
// email pattern admits), phones in their stored E.164 form, unreadable ones left out.
const keysOf = (row: 'new') => `
  INSERT INTO customer_contact_keys (customer_id, key)
    SELECT ${row}.id, lower(value ->> 'value') FROM json_each(coalesce(${row}.emails, '[]')) WHERE key > 0
    UNION SELECT ${row}.id, value ->> 'normalized' FROM json_each(coalesce(${row}.phones, '[]'))
      WHERE key > 0 AND value ->> 'normalized' IS NOT NULL;`;

export function customerContactPoints(db: Database.Database): void {
  if (!hasColumn(db, 'customers', 'phones')) db.exec('ALTER TABLE customers ADD COLUMN phones TEXT');
  if (!hasColumn(db, 'customers', 'emails')) db.exec('ALTER TABLE customers ADD COLUMN emails TEXT');
  db.exec(`
    CREATE TABLE IF NOT EXISTS customer_contact_keys (customer_id TEXT NOT NULL, key TEXT NOT NULL);
    CREATE INDEX IF NOT EXISTS customer_contact_keys_by_key ON customer_contact_keys (key);
    CREATE INDEX IF NOT EXISTS customer_contact_keys_by_customer ON customer_contact_keys (customer_id);
    DROP TRIGGER IF EXISTS customer_contact_keys_insert;
    DROP TRIGGER IF EXISTS customer_contact_keys_update;
    DROP TRIGGER IF EXISTS customer_contact_keys_delete;
    CREATE TRIGGER customer_contact_keys_insert AFTER INSERT ON customers
      WHEN new.phones IS NOT NULL OR new.emails IS NOT NULL BEGIN ${keysOf('new')}
    END;
    CREATE TRIGGER customer_contact_keys_update AFTER UPDATE OF phones, emails ON customers BEGIN
      DELETE FROM customer_contact_keys WHERE customer_id = old.id; ${keysOf('new')}
    END;
    CREATE TRIGGER customer_contact_keys_delete AFTER DELETE ON customers BEGIN
      DELETE FROM customer_contact_keys WHERE customer_id = old.id;
    END;
    DELETE FROM customer_contact_keys;
    INSERT INTO customer_contact_keys (customer_id, key)
      SELECT customers.id, lower(e.value ->> 'value') FROM customers, json_each(customers.emails) AS e
        WHERE customers.emails IS NOT NULL AND e.key > 0
      UNION SELECT customers.id, p.value ->> 'normalized' FROM customers, json_each(customers.phones) AS p
        WHERE customers.phones IS NOT NULL AND p.key > 0 AND p.value ->> 'normalized' IS NOT NULL;`);
}
