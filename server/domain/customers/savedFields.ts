// The fields a save writes: the input checked against docs/product.md#validation, its owner (customerOwners.ts), its
// tags (tags/customerTags.ts), its company (companies/customerCompanies.ts) and its custom field values
// (customFields/customFieldValues.ts); every problem named in one BAD_USER_INPUT.
import { randomBytes } from 'node:crypto';
import type { User } from '../accounts/account.ts';
import { newAutoId } from '../autoId.ts';
import { savedCompany, type CompanyDirectory } from '../companies/customerCompanies.ts';
import { activeFields, type CustomFieldDirectory } from '../customFields/customFieldService.ts';
import { checkedValues, valueSet } from '../customFields/customFieldValues.ts';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import type { PhoneRegion } from '../phones.ts';
import { savedTags, type TagDirectory } from '../tags/customerTags.ts';
import type { Customer, CustomerFields } from './customer.ts';
import type { CustomerStore } from './customerStore.ts';
import { checkedCustomer, type CustomerInput } from './customerInput.ts';
import { savedOwner, type OwnerDirectory } from './customerOwners.ts';

export async function savedFields(
  input: CustomerInput,
  phoneRegion: PhoneRegion,
  directories: {
    owners: OwnerDirectory;
    tags: TagDirectory;
    customFields: CustomFieldDirectory;
    companies: CompanyDirectory;
  },
  defaultOwner: string | null,
  /** The customer an edit changes (its values kept where the input names none): null for a new one */
  current: Customer | null = null,
): Promise<CustomerFields> {
  const result = checkedCustomer(input, phoneRegion);
  const owner = await savedOwner(directories.owners, input, defaultOwner);
  const tags = await savedTags(directories.tags, input);
  const company = await savedCompany(directories.companies, input);
  const values = checkedValues(activeFields(await directories.customFields.all()), current?.fields, input.fields);
  if (!result.ok || 'problem' in owner || 'problem' in tags || 'problem' in company || !values.ok) {
    const problems = [
      !result.ok && result.fields,
      'problem' in owner && owner.problem,
      'problem' in tags && tags.problem,
      'problem' in company && company.problem,
      !values.ok && values.fields,
    ];
    throw new InvalidInputError(Object.assign({}, ...problems));
  }
  // Given values are the whole set the customer keeps ({} for none), so a store writes them over its own.
  const fields = values.values && { fields: valueSet(values.values) ?? {} };
  return { ...result.value, ...owner, ...tags, ...company, ...fields };
}

type Directories = Parameters<typeof savedFields>[2];

/**
 * Creates or updates a customer (CustomerService.save): an edit reads the customer first, so its custom field values
 * are checked as they will stand (its own with the input's over them).
 */
export async function savedCustomer(
  store: CustomerStore,
  directories: Directories,
  input: CustomerInput,
  phoneRegion: PhoneRegion,
  by: User | null,
  defaultOwner: string | null,
): Promise<{ before: Customer | null; saved: Customer }> {
  const before = input.id ? await store.get(input.id) : null;
  const fields = await savedFields(input, phoneRegion, directories, defaultOwner, before);
  const saved = input.id
    ? await store.update(input.id, fields, by, input.version)
    : await store.create(newAutoId(randomBytes), fields, by);
  if (!saved) throw new NotFoundError('customer', input.id!);
  return { before, saved };
}
