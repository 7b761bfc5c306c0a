// The store contract on every adapter: SQLite, Firestore on the in-process emulator,
// and Firestore on the emulator at FIRESTORE_EMULATOR_HOST when one is set.
import { afterAll, beforeAll, describe } from '@jest/globals';
import { externalEmulator, startInProcessEmulator } from '../support/firestoreEmulator.ts';
import {
  customerStatsContract,
  customerStoreContract,
  firestoreAdapter,
  savedViewStoreContract,
  sqliteAdapter,
  workerStoreContract,
  type AdapterUnderTest,
} from './storeContract.ts';
import { importUndoContract } from './importUndoContract.ts';
import { customerSearchContract } from './searchContract.ts';

const external = externalEmulator();
const adapters: AdapterUnderTest[] = [
  sqliteAdapter(),
  firestoreAdapter('Firestore on the in-process @firestore-emulator/server', startInProcessEmulator),
  ...(external ? [firestoreAdapter(`Firestore on the ${external.label}`, async () => external)] : []),
];

describe.each(adapters)('$name', (adapter) => {
  beforeAll(() => adapter.start());
  afterAll(() => adapter.stop());
  describe('customers', () => customerStoreContract(adapter));
  describe('customer search', () => customerSearchContract(adapter));
  describe('workers', () => workerStoreContract(adapter));
  describe('saved views', () => savedViewStoreContract(adapter));
  describe('dashboard', () => customerStatsContract(adapter));
  describe('import and bulk undo', () => importUndoContract(adapter));
});
