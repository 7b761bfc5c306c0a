// npm run backfill-keys (also npm run normalize-phones)
// Stores the normalised form of every customer's phone, read in the team's default region (the Team page's; for a
// team that has none stored yet, CRM_DEFAULT_REGION), in the store CRM_STORE names: for Firestore documents saved
// before phones were normalised, or for numbers saved under the old single region once the team's default changed.
// On Firestore it also writes every key a save writes for indexed queries (the sort keys, the lower-cased email, the
// further phones' and emails' keys, the last write's time, each custom field value's key) into documents without them,
// and the company into the timeline entries of each company's people. (A customer is also normalised at its next save,
// in the saver's region; the embedded store did this once when it first opened.)
import { readConfig } from '../config.ts';
import type { PhoneRegion } from '../domain/phones.ts';
import type { TeamStore } from '../domain/team/teamStore.ts';
import { createFirestoreStores } from '../stores/firestore/firestoreStores.ts';
import { backfillCustomerKeys } from '../stores/firestore/normalizeStoredPhones.ts';
import { normalizeStoredPhones as normalizeSqlitePhones } from '../stores/sqlite/customerColumns.ts';
import { openDatabase } from '../stores/sqlite/database.ts';
import { SqliteTeamStore } from '../stores/sqlite/sqliteTeamStore.ts';

async function teamRegion(team: TeamStore, fallback: PhoneRegion): Promise<PhoneRegion> {
  return (await team.settings())?.defaultRegion ?? fallback;
}

async function main(): Promise<void> {
  const config = readConfig();
  if (config.store === 'firestore') {
    const stores = createFirestoreStores();
    try {
      const region = await teamRegion(stores.team, config.phoneRegion);
      const { written, phones, entries } = await backfillCustomerKeys(stores.db, region);
      console.log(
        `Wrote the stored keys of ${written} customers, ${phones} of them with a newly normalised phone (region ${region}), and the company of ${entries} timeline entries, in ${stores.description}.`,
      );
    } finally {
      await stores.close();
    }
    return;
  }
  const db = openDatabase(config.dataDir, { phoneRegion: config.phoneRegion });
  try {
    const region = await teamRegion(new SqliteTeamStore(db), config.phoneRegion);
    const changed = normalizeSqlitePhones(db, region);
    console.log(`Normalised ${changed} customers' phones (region ${region}) in ${db.name}.`);
  } finally {
    db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Normalising failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
