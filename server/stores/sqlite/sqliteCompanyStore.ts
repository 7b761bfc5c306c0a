// The team's companies in the embedded store: one row each, the name's key unique (domain/companies/company.ts).
import { companyNameKey, type Company } from '../../domain/companies/company.ts';
import type { CompanyStore } from '../../domain/companies/companyStore.ts';
import type { SqliteDatabase } from './database.ts';

interface CompanyRow {
  id: string;
  name: string;
  domain: string | null;
  address: string | null;
  phone: string | null;
  notes: string | null;
  created_at: number;
}

const toCompany = ({ created_at, ...row }: CompanyRow): Company => ({ ...row, createdAt: created_at });
const companyColumns = 'id, name, domain, address, phone, notes, created_at';

export class SqliteCompanyStore implements CompanyStore {
  private readonly statements;

  constructor(private readonly db: SqliteDatabase) {
    this.statements = {
      list: db.prepare<[], CompanyRow>(`SELECT ${companyColumns} FROM companies`),
      get: db.prepare<[string], CompanyRow>(`SELECT ${companyColumns} FROM companies WHERE id = ?`),
      named: db.prepare<[string], { id: string }>('SELECT id FROM companies WHERE name_key = ?'),
      save: db.prepare(
        `INSERT INTO companies (id, name, name_key, domain, address, phone, notes, created_at)
         VALUES (@id, @name, @key, @domain, @address, @phone, @notes, @createdAt)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_key = excluded.name_key, domain = excluded.domain,
           address = excluded.address, phone = excluded.phone, notes = excluded.notes`,
      ),
    };
  }

  async list(): Promise<Company[]> {
    return this.statements.list.all().map(toCompany);
  }

  async get(id: string): Promise<Company | null> {
    const row = this.statements.get.get(id);
    return row ? toCompany(row) : null;
  }

  async save(company: Company): Promise<Company | 'sameName'> {
    const { statements } = this;
    return this.db
      .transaction((): Company | 'sameName' => {
        const key = companyNameKey(company.name);
        const named = statements.named.get(key);
        if (named && named.id !== company.id) return 'sameName';
        statements.save.run({ ...company, key });
        return company;
      })
      .immediate();
  }
}
