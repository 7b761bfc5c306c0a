// npm run backfill-keys (also npm run normalize-phones)
// Stores the normalised form of every customer's phone, read in CRM_DEFAULT_REGION, in the store CRM_STORE names:
// for Firestore documents saved before phones were normalised, or after changing CRM_DEFAULT_REGION. On Firestore it
// also writes the keys indexed queries use (sort key, lower-cased email, last write's time) into documents without
// them. (A customer is also normalised at its next save; the embedded store did this once when it first opened.)
import { readConfig } from '../config.ts';
import { createFirestoreStores } from '../stores/firestore/firestoreStores.ts';
import { backfillCustomerKeys } from '../stores/firestore/normalizeStoredPhones.ts';
import { normalizeStoredPhones as normalizeSqlitePhones } from '../stores/sqlite/customerColumns.ts';
import { openDatabase } from '../stores/sqlite/database.ts';

async function main(): Promise<void> {
  const config = readConfig();
  if (config.store === 'firestore') {
    const stores = createFirestoreStores();
    try {
      const { written, phones } = await backfillCustomerKeys(stores.db, config.phoneRegion);
      console.log(
        `Wrote the stored keys of ${written} customers, ${phones} of them with a newly normalised phone (region ${config.phoneRegion}), in ${stores.description}.`,
      );
    } finally {
      await stores.close();
    }
    return;
  }
  const db = openDatabase(config.dataDir, { phoneRegion: config.phoneRegion });
  try {
    const changed = normalizeSqlitePhones(db, config.phoneRegion);
    console.log(`Normalised ${changed} customers' phones (region ${config.phoneRegion}) in ${db.name}.`);
  } finally {
    db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Normalising failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
