// One batch of a spreadsheet import (docs/product.md#phones-imports-and-duplicates): the rows checked, matched against
// the customers they duplicate, planned (customerImport.ts) and written by the store as one batch of the import.
import { randomBytes } from 'node:crypto';
import type { User } from '../accounts/account.ts';
import { newAutoId } from '../autoId.ts';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import type { PhoneRegion } from '../phones.ts';
import { limits } from '../validation.ts';
import {
  planImport,
  type CustomerImportBatch,
  type CustomerImportFailure,
  type DuplicateAction,
  type ValidRow,
} from './customerImport.ts';
import { customersWithContacts } from './customerDuplicates.ts';
import { checkedCustomer, type CustomerInput } from './customerInput.ts';
import type { CustomerStore } from './customerStore.ts';

/** As CustomerService.importBatch describes; `phoneRegion` reads the rows' phones. */
export async function importCustomerBatch(
  store: CustomerStore,
  phoneRegion: PhoneRegion,
  rows: readonly CustomerInput[],
  onDuplicate: DuplicateAction,
  importId: string | null | undefined,
  by: User | null,
): Promise<CustomerImportBatch> {
  if (rows.length > limits.importRowsMax) {
    throw new InvalidInputError({ rows: `Import at most ${limits.importRowsMax} rows at a time` });
  }
  if (importId) {
    const state = await store.importState(importId);
    if (state === null) throw new NotFoundError('import', importId);
    if (state === 'undone') throw new InvalidInputError({ importId: 'This import was undone; start a new one' });
  }
  const id = importId || newAutoId(randomBytes);
  const valid: ValidRow[] = [];
  const failed: CustomerImportFailure[] = [];
  rows.forEach((input, row) => {
    const result = input.id
      ? { ok: false as const, fields: { id: 'An imported row is a new customer or a duplicate; leave id out' } }
      : checkedCustomer(input, phoneRegion);
    if (result.ok) valid.push({ row, fields: result.value });
    else failed.push({ row, fields: Object.entries(result.fields).map(([field, message]) => ({ field, message })) });
  });
  const existing =
    onDuplicate === 'CREATE'
      ? []
      : await customersWithContacts(
          store,
          valid.map(({ fields }) => ({ email: fields.email, phone: fields.phoneNormalized })),
        );
  // A customer an earlier batch of the import created or changed is changed by no other row (customerImport.ts).
  const changedByImport =
    importId && existing.length
      ? await store.customersImportedBy(
          importId,
          existing.map(({ id }) => id),
        )
      : [];
  const plan = planImport(valid, existing, onDuplicate, () => newAutoId(randomBytes), new Set(changedByImport));
  const { created, updated, skipped, duplicatesInFile, restored, stillRemoved } = plan;
  await store.importBatch(id, plan.writes, { created, updated, skipped, failed: failed.length }, by);
  return { importId: id, created, updated, skipped, duplicatesInFile, restored, stillRemoved, failed };
}
