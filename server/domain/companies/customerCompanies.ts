// Companies on customers: the company a save writes (it must exist), the names the COMPANY order reads, and the
// companies an import's rows name or whose domain their emails have.
import type { FieldErrors } from '../fieldRules.ts';
import { companyMessages } from './company.ts';

/** What the customers need to know of the team's companies (CompanyService provides it). */
export interface CompanyDirectory {
  /** Whether a company has this id. */
  exists(id: string): Promise<boolean>;
  /** Every company's name by id, as recently read (the COMPANY order). */
  names(): Promise<ReadonlyMap<string, string>>;
  /**
   * For an import's rows: the id of the company each name names, the company created when none has it, and the
   * company whose domain each email domain is (absent when none).
   */
  forImport(
    names: readonly string[],
    domains: readonly string[],
  ): Promise<{ byName: ReadonlyMap<string, string>; byDomain: ReadonlyMap<string, string> }>;
}

/** A directory of no companies (a service built without them, as some tests build it). */
export const noCompanies: CompanyDirectory = {
  exists: async () => false,
  names: async () => new Map(),
  forImport: async () => ({ byName: new Map(), byDomain: new Map() }),
};

/**
 * The company a save writes: the input's (an existing company's, else the problem naming companyId); null or '' takes
 * the customer out of its company; left out, an edit keeps it.
 */
export async function savedCompany(
  companies: CompanyDirectory,
  input: { companyId?: string | null },
): Promise<{ companyId?: string | null } | { problem: FieldErrors }> {
  if (input.companyId === undefined) return {};
  if (!input.companyId) return { companyId: null };
  return (await companies.exists(input.companyId))
    ? { companyId: input.companyId }
    : { problem: { companyId: companyMessages.unknown } };
}
