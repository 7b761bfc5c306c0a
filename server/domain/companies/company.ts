// The companies the team's customers work at (Customer.companyId): a name unique in the team (case and accents aside),
// and a domain, an address, a phone and notes. The rules of a company's fields, checked once for the API and imports.
import { limits, tooLongMessage, type FieldErrors } from '../fieldRules.ts';

export interface Company {
  id: string;
  /** Trimmed, 1 to limits.companyNameMax characters, unique in the team case and accents aside */
  name: string;
  /** Lower-cased, without a scheme or www. ('example.com'); null when none */
  domain: string | null;
  address: string | null;
  phone: string | null;
  notes: string | null;
  createdAt: number;
}

/** A company with how many active customers work at it (the Companies screen's count). */
export interface CountedCompany extends Company {
  peopleCount: number;
}

/** What a client sends to add (no id) or edit a company. */
export interface CompanyInput {
  id?: string | null;
  name: string;
  domain?: string | null;
  address?: string | null;
  phone?: string | null;
  notes?: string | null;
}

export const companyMessages = {
  name: 'Please name the company',
  sameName: 'A company with this name already exists',
  domain: 'Please insert a domain such as example.com',
  unknown: 'No such company',
  characters: 'Please remove the invalid characters',
} as const;

// Half of a surrogate pair with no other half: storage in UTF-8 cannot keep it.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Labels of letters, digits and hyphens (any script), dot-separated, ending in a label of two letters or more.
const domainShape =
  /^(?=.{1,253}$)(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}][\p{L}\p{N}-]*[\p{L}\p{N}]$/u;

/** Two names are the same company when they differ only in case and accents ('ACME' and 'Acmé'). */
export const companyNameKey = (name: string) =>
  name.trim().normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

/** A domain as written ('https://www.Example.com/') as kept ('example.com'). */
export const cleanDomain = (domain: string) =>
  domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');

/** The domain of an email address ('ann@Example.com' → 'example.com'), or null. */
export function emailDomain(email: string | null | undefined): string | null {
  const at = email?.lastIndexOf('@') ?? -1;
  return email && at > 0 ? cleanDomain(email.slice(at + 1)) || null : null;
}

const optional = (value: string | null | undefined): string | null => value?.trim() || null;

/** The input's fields as kept (trimmed, empty as null, the domain cleaned), or what is wrong with them per field. */
export function checkedCompany(
  input: CompanyInput,
): { ok: true; value: Omit<Company, 'id' | 'createdAt'> } | { ok: false; fields: FieldErrors } {
  const fields: FieldErrors = {};
  const name = input.name?.trim() ?? '';
  if (!name) fields.name = companyMessages.name;
  else if (name.length > limits.companyNameMax) fields.name = tooLongMessage(limits.companyNameMax);
  const domain = optional(input.domain) && cleanDomain(input.domain!);
  if (domain && !domainShape.test(domain)) fields.domain = companyMessages.domain;
  const lengths = { address: limits.addressMax, phone: limits.phoneMax, notes: limits.notesMax } as const;
  for (const [field, max] of Object.entries(lengths) as Array<[keyof typeof lengths, number]>)
    if ((input[field]?.trim().length ?? 0) > max) fields[field] = tooLongMessage(max);
  for (const field of ['name', 'domain', 'address', 'phone', 'notes'] as const)
    if (!fields[field] && loneSurrogate.test(input[field] ?? '')) fields[field] = companyMessages.characters;
  if (Object.keys(fields).length) return { ok: false, fields };
  return {
    ok: true,
    value: {
      name,
      domain: domain || null,
      address: optional(input.address),
      phone: optional(input.phone),
      notes: optional(input.notes),
    },
  };
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Companies in name order, as every list of them shows. */
export const sortCompanies = <T extends Company>(companies: readonly T[]): T[] =>
  [...companies].sort((a, b) => byName.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));

/** Whether a company's name or domain holds the search text (case and accents aside). */
export function companyMatches(company: Company, search: string): boolean {
  const wanted = companyNameKey(search);
  return companyNameKey(company.name).includes(wanted) || (company.domain ?? '').includes(wanted);
}
