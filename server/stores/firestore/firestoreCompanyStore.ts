// The team's companies in Firestore: one document each in 'companies' (name, nameKey, domain, address, phone, notes,
// createdAt). A save reads the documents with its name's key in its transaction, so two saves cannot both take a name.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { companyNameKey, type Company } from '../../domain/companies/company.ts';
import type { CompanyStore } from '../../domain/companies/companyStore.ts';

const optional = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

const toCompany = (id: string, data: DocumentData): Company => ({
  id,
  name: String(data.name ?? ''),
  domain: optional(data.domain),
  address: optional(data.address),
  phone: optional(data.phone),
  notes: optional(data.notes),
  createdAt: Number(data.createdAt) || 0,
});

export class FirestoreCompanyStore implements CompanyStore {
  constructor(private readonly db: Firestore) {}

  private get companies() {
    return this.db.collection('companies');
  }

  async list(): Promise<Company[]> {
    return (await this.companies.get()).docs.map((doc) => toCompany(doc.id, doc.data()));
  }

  async get(id: string): Promise<Company | null> {
    const doc = await this.companies.doc(id).get();
    return doc.exists ? toCompany(doc.id, doc.data()!) : null;
  }

  save(company: Company): Promise<Company | 'sameName'> {
    return this.db.runTransaction(async (transaction) => {
      const nameKey = companyNameKey(company.name);
      const named = await transaction.get(this.companies.where('nameKey', '==', nameKey));
      if (named.docs.some((doc) => doc.id !== company.id)) return 'sameName';
      const { id, ...fields } = company;
      transaction.set(this.companies.doc(id), { ...fields, nameKey });
      return company;
    });
  }
}
