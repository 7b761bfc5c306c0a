// The fields a save writes: the input checked against docs/product.md#validation, its owner (customerOwners.ts) and its
// tags (tags/customerTags.ts) and its company (companies/customerCompanies.ts); every problem named in one BAD_USER_INPUT.
import { InvalidInputError } from '../errors.ts';
import type { PhoneRegion } from '../phones.ts';
import { savedTags, type TagDirectory } from '../tags/customerTags.ts';
import { savedCompany, type CompanyDirectory } from '../companies/customerCompanies.ts';
import type { CustomerFields } from './customer.ts';
import { checkedCustomer, type CustomerInput } from './customerInput.ts';
import { savedOwner, type OwnerDirectory } from './customerOwners.ts';

export async function savedFields(
  input: CustomerInput,
  phoneRegion: PhoneRegion,
  directories: { owners: OwnerDirectory; tags: TagDirectory; companies: CompanyDirectory },
  defaultOwner: string | null,
): Promise<CustomerFields> {
  const result = checkedCustomer(input, phoneRegion);
  const owner = await savedOwner(directories.owners, input, defaultOwner);
  const tags = await savedTags(directories.tags, input);
  const company = await savedCompany(directories.companies, input);
  if (!result.ok || 'problem' in owner || 'problem' in tags || 'problem' in company) {
    const problems = [
      !result.ok && result.fields,
      'problem' in owner && owner.problem,
      'problem' in tags && tags.problem,
      'problem' in company && company.problem,
    ];
    throw new InvalidInputError(Object.assign({}, ...problems));
  }
  return { ...result.value, ...owner, ...tags, ...company };
}
