// importCustomers and undoCustomerImport as API tests call them, on a CRM of their own, with rows of a last name no
// other test uses.
import type { CustomerImportBatch } from '../../server/domain/customers/customerImport.ts';
import type { CustomerInput } from '../../server/domain/customers/customerInput.ts';
import { afterAll, beforeAll } from '@jest/globals';
import { gql, signUp, type TestCrm } from './crmServer.ts';
import type { Start } from './crmStores.ts';

/** A row as importCustomers takes it: a customer's fields, an id only to be refused */
export type ImportRow = Omit<CustomerInput, 'version'>;
export interface StoredCustomer {
  id: string;
  fname: string;
  lname: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  status: boolean;
}
export interface ImportUndo {
  removed: number;
  reverted: number;
  keptChangedSince: Array<{ id: string; fname: string }>;
}

export const importMutation = `mutation Import($rows: [CustomerInput!]!, $onDuplicate: DuplicateAction, $importId: ID) {
  importCustomers(rows: $rows, onDuplicate: $onDuplicate, importId: $importId) { importId created updated skipped duplicatesInFile restored stillRemoved failed { row fields { field message } } }
}`;
export const undoMutation =
  'mutation Undo($importId: ID!) { undoCustomerImport(importId: $importId) { removed reverted keptChangedSince { id fname } } }';
const storedFields = 'id fname lname email phone address notes status';

let tag = 0;
/** Each row's own number, so only the duplicates a test makes are duplicates */
let phoneSerial = 2000;

/** The calls, as `token`, on `crm()` (a getter: the server starts in beforeAll). */
function importCalls(crm: () => TestCrm, token: () => string, label: string) {
  const call = async <T>(query: string, variables: Record<string, unknown>) =>
    (await gql<T>(crm().url, query, variables, { token: token() })).body;
  const importRows = async (rows: ImportRow[], onDuplicate?: string, importId?: string) => {
    const body = await call<{ importCustomers: CustomerImportBatch }>(importMutation, { rows, onDuplicate, importId });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.importCustomers;
  };
  const undo = async (importId: string) => call<{ undoCustomerImport: ImportUndo }>(undoMutation, { importId });
  /** Customers of any status whose last name is `lname`, by first name */
  const withLastName = async (lname: string) => {
    const body = await call<{ customers: StoredCustomer[] }>(
      `query ($search: String) { customers(filter: ALL, search: $search) { ${storedFields} } }`,
      {
        search: lname,
      },
    );
    return body
      .data!.customers.filter((customer) => customer.lname === lname)
      .sort((a, b) => a.fname.localeCompare(b.fname));
  };
  /** A last name and rows of it no other test uses */
  const family = () => {
    const lname = `Family${label}${++tag}x`;
    const row = (fname: string, extra: Partial<ImportRow> = {}): ImportRow => ({
      fname,
      lname,
      email: `${fname.toLowerCase()}.${lname.toLowerCase()}@example.com`,
      phone: `+1 212 555 ${++phoneSerial}`,
      address: '1 Import Lane',
      ...extra,
    });
    return { lname, row };
  };
  return { call, importRows, undo, withLastName, family };
}

/**
 * A CRM from `start` with a signed-up account, made in beforeAll (handed to `started`) and closed in afterAll; answers
 * the calls on it as that account, with rows of last names labelled `label`.
 */
export function importCrm(
  start: Start,
  label: string,
  started: (running: { crm: TestCrm; token: string }) => void = () => undefined,
) {
  let crm: TestCrm;
  let token: string;
  beforeAll(async () => {
    crm = await start();
    ({ token } = await signUp(crm.url));
    started({ crm, token });
  });
  afterAll(() => crm.dispose());
  return importCalls(
    () => crm,
    () => token,
    label,
  );
}
