// importCustomers and undoCustomerImport as API tests call them, with rows of a last name no other test uses.
import type { CustomerImportBatch } from '../../server/domain/customers/customerImport.ts';
import { gql, type TestCrm } from './crmServer.ts';

export interface ImportRow {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  address: string;
  notes?: string;
  id?: string;
}
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
export function importCalls(crm: () => TestCrm, token: () => string, label: string) {
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
