// One batch of a spreadsheet import (docs/product.md#phones-imports-and-duplicates): the rows checked, matched against
// the customers they duplicate, planned (customerImport.ts) and written by the store as one batch of the import.
import { randomBytes } from 'node:crypto';
import type { User } from '../accounts/account.ts';
import { newAutoId } from '../autoId.ts';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import type { PhoneRegion } from '../phones.ts';
import { limits } from '../fieldRules.ts';
import {
  planImport,
  type CustomerImportBatch,
  type CustomerImportFailure,
  type DuplicateAction,
  type ValidRow,
} from './customerImport.ts';
import { customersWithContacts } from './customerDuplicates.ts';
import { allContactKeys } from '../contactPoints/contactPoints.ts';
import { checkedCustomer, type CustomerInput } from './customerInput.ts';
import type { CustomerStore } from './customerStore.ts';
import type { CustomField } from '../customFields/customField.ts';
import { checkedValues } from '../customFields/customFieldValues.ts';
import { importedOwner, noOwners, type OwnerDirectory } from './customerOwners.ts';
import { noCompanies, type CompanyDirectory } from '../companies/customerCompanies.ts';
import { emailDomain } from '../companies/company.ts';
import { noTags, type TagDirectory } from '../tags/customerTags.ts';
import { tagNameKey } from '../tags/tag.ts';
import { tagCellNames } from '../tags/tagCell.ts';
import { tagSet, type Customer } from './customer.ts';

/** Who and what an import's rows may name: owners, tags (created when `mayDefineTags`), companies. */
export interface ImportDirectories {
  directory: OwnerDirectory;
  defaultOwner: string | null;
  companies?: CompanyDirectory;
  tags?: TagDirectory;
  mayDefineTags?: boolean;
}

/** As CustomerService.importBatch describes; `phoneRegion` reads the rows' phones. */
export async function importCustomerBatch(
  store: CustomerStore,
  phoneRegion: PhoneRegion,
  rows: readonly CustomerInput[],
  onDuplicate: DuplicateAction,
  importId: string | null | undefined,
  by: User | null,
  owners: ImportDirectories = { directory: noOwners, defaultOwner: null },
  /** The team's active custom fields: a row's values must fit them, and hold every required one */
  active: readonly CustomField[] = [],
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
    // An owner column: an email a member has, as any other cell is checked.
    const owner = input.ownerEmail?.trim() ? importedOwner(owners.directory, input.ownerEmail) : null;
    // Custom field columns (field:<key>): the row's values are the customer's whole set of active fields' values.
    const values = checkedValues(active, undefined, input.fields ?? []);
    const wrong = {
      ...(!result.ok && result.fields),
      ...(owner && 'problem' in owner && { ownerEmail: owner.problem }),
      ...(!values.ok && values.fields),
    };
    if (result.ok && !Object.keys(wrong).length)
      valid.push({
        row,
        fields: {
          ...result.value,
          ...(owner && 'uid' in owner && { ownerUid: owner.uid }),
          ...(values.ok && input.fields && { fields: values.values ?? {} }),
        },
      });
    else failed.push({ row, fields: Object.entries(wrong).map(([field, message]) => ({ field, message })) });
  });
  await tagRows(owners.tags ?? noTags, owners.mayDefineTags ?? false, rows, valid, failed);
  await linkCompanies(owners.companies ?? noCompanies, rows, valid);
  const existing =
    onDuplicate === 'CREATE'
      ? []
      : await customersWithContacts(
          store,
          // Every email and phone of each row, its further ones too.
          valid.flatMap(({ fields }) => {
            const { emails, phones } = allContactKeys(fields);
            return [
              ...emails.map((email) => ({ email, phone: null })),
              ...phones.map((phone) => ({ email: null, phone })),
            ];
          }),
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
  // A customer the import creates without an owner column is the importer's, as a saved one is its creator's.
  const writes = plan.writes.map((write) =>
    write.kind === 'create' && write.fields.ownerUid === undefined
      ? { ...write, fields: { ...write.fields, ownerUid: owners.defaultOwner } }
      : write.kind === 'update' && write.fields.fields
        ? {
            ...write,
            fields: { ...write.fields, fields: withArchived(write.fields.fields, existing, write.id, active) },
          }
        : write,
  );
  const { created, updated, skipped, duplicatesInFile, restored, stillRemoved } = plan;
  await store.importBatch(id, writes, { created, updated, skipped, failed: failed.length }, by);
  return { importId: id, created, updated, skipped, duplicatesInFile, restored, stillRemoved, failed };
}

/** An updated customer's values: the row's, and the customer's values of fields no longer active (archived), kept. */
function withArchived(
  values: Record<string, string>,
  existing: readonly Customer[],
  id: string,
  active: readonly CustomField[],
): Record<string, string> {
  const current = existing.find((customer) => customer.id === id)?.fields ?? {};
  const activeKeys = new Set(active.map(({ key }) => key));
  const archived = Object.entries(current).filter(([key]) => !activeKeys.has(key));
  return { ...Object.fromEntries(archived), ...values };
}

/**
 * A company column names the row's company, created when none has that name; a row without one works at the company
 * whose domain its email's domain is, when there is one.
 */
async function linkCompanies(companies: CompanyDirectory, rows: readonly CustomerInput[], valid: ValidRow[]) {
  const named = (row: number) => rows[row]!.companyName?.trim() ?? '';
  const names = valid.map(({ row }) => named(row)).filter(Boolean);
  const domains = valid.flatMap(({ row, fields }) => (named(row) ? [] : (emailDomain(fields.email) ?? [])));
  if (!names.length && !domains.length) return;
  const { byName, byDomain } = await companies.forImport(names, domains);
  for (const row of valid) {
    const name = named(row.row);
    const companyId = name ? byName.get(name) : byDomain.get(emailDomain(row.fields.email) ?? '');
    if (companyId) row.fields = { ...row.fields, companyId };
  }
}

/**
 * A tags column names the row's tags as an export's cell does (tagCell.ts): the row's whole set; an empty cell, none
 * (an update keeps the customer's then). A name no tag has is a tag made when the importer may define tags, else the
 * row fails naming tagNames.
 */
async function tagRows(
  tags: TagDirectory,
  mayCreate: boolean,
  rows: readonly CustomerInput[],
  valid: ValidRow[],
  failed: CustomerImportFailure[],
) {
  const namesOf = (row: number) => tagCellNames(rows[row]!.tagNames ?? '');
  const names = valid.flatMap(({ row }) => namesOf(row));
  if (!names.length) return;
  const { ids, problems } = await tags.forImport(names, mayCreate);
  const kept = valid.filter((row) => {
    const keys = namesOf(row.row).map(tagNameKey).filter(Boolean);
    const problem = keys.map((key) => problems.get(key)).find(Boolean);
    if (problem) failed.push({ row: row.row, fields: [{ field: 'tagNames', message: problem }] });
    else if (keys.length) row.fields = { ...row.fields, tagIds: tagSet(keys.map((key) => ids.get(key)!)) };
    return !problem;
  });
  valid.splice(0, valid.length, ...kept);
  failed.sort((a, b) => a.row - b.row);
}
