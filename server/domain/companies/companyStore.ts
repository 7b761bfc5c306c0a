// The port company adapters implement (a SQLite table, a Firestore collection). Which customers work at a company is
// the customer store's (CustomerStore.inCompany, companyCounts).
import type { Company } from './company.ts';

export interface CompanyStore {
  /** Every company, in no particular order (a team keeps hundreds or thousands, read whole and held a moment). */
  list(): Promise<Company[]>;
  get(id: string): Promise<Company | null>;
  /**
   * Adds the company, or writes its fields when one with its id exists, unless another has the same name
   * (company.ts's companyNameKey), in one transaction: 'sameName' then, nothing written.
   */
  save(company: Company): Promise<Company | 'sameName'>;
}
