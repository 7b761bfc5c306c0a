// The store contract on every adapter: SQLite, Firestore on the in-process emulator,
// and Firestore on the emulator at FIRESTORE_EMULATOR_HOST when one is set.
import { afterAll, beforeAll, describe } from '@jest/globals';
import { externalEmulator, startInProcessEmulator } from '../support/firestoreEmulator.ts';
import { firestoreAdapter, sqliteAdapter, type AdapterUnderTest } from './contract/adapters.ts';
import { storeContract } from './contract/storeContract.ts';

const external = externalEmulator();
const adapters: AdapterUnderTest[] = [
  sqliteAdapter(),
  firestoreAdapter('Firestore on the in-process @firestore-emulator/server', startInProcessEmulator),
  ...(external ? [firestoreAdapter(`Firestore on the ${external.label}`, async () => external)] : []),
];

describe.each(adapters)('$name', (adapter) => {
  beforeAll(() => adapter.start());
  afterAll(() => adapter.stop());
  storeContract(adapter);
});
