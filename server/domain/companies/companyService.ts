// The team's companies: members add and edit them, everyone reads them with how many people work at each. Which
// companies exist is kept in memory for a moment, as every customer shown and the COMPANY order ask for them.
import { randomBytes } from 'node:crypto';
import { newAutoId } from '../autoId.ts';
import type { CustomerStore } from '../customers/customerStore.ts';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import { limits } from '../fieldRules.ts';
import {
  checkedCompany,
  companyMatches,
  companyMessages,
  companyNameKey,
  sortCompanies,
  type Company,
  type CompanyInput,
  type CountedCompany,
} from './company.ts';
import type { CompanyDirectory } from './customerCompanies.ts';
import type { CompanyStore } from './companyStore.ts';
import { HeldRead, whenHeld } from '../heldRead.ts';

/** How long companies read from the store serve (other processes' changes show after at most this) */
const heldForMs = 2_000;

export interface CompanyPage {
  nodes: CountedCompany[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount: number;
}

export class CompanyService implements CompanyDirectory {
  private readonly held = new HeldRead(
    () => this.store.list().then((list) => new Map(list.map((company) => [company.id, company]))),
    heldForMs,
  );

  constructor(
    private readonly store: CompanyStore,
    private readonly customers: CustomerStore,
  ) {}

  /** The companies whose name or domain holds `search`, in name order, `first` after the cursor `after`. */
  async page(search: string | null | undefined, first: number, after: string | null | undefined): Promise<CompanyPage> {
    if (!Number.isInteger(first) || first < 0 || first > limits.companyPageMax)
      throw new InvalidInputError({ first: `Ask for 0 to ${limits.companyPageMax} companies per page` });
    const all = sortCompanies([...(await this.byId(true)).values()]);
    const found = search?.trim() ? all.filter((company) => companyMatches(company, search)) : all;
    // The cursor is the last company's id: a company added or removed meanwhile moves no other.
    const start = after ? found.findIndex(({ id }) => id === after) + 1 : 0;
    const nodes = await this.withCounts(found.slice(start, start + first));
    return {
      nodes,
      pageInfo: { endCursor: nodes.at(-1)?.id ?? null, hasNextPage: start + first < found.length },
      totalCount: found.length,
    };
  }

  async get(id: string): Promise<CountedCompany | null> {
    const company = (await this.byId()).get(id) ?? (await this.store.get(id));
    return company ? (await this.withCounts([company]))[0]! : null;
  }

  /** Adds a company (no id) or writes one's fields; BAD_USER_INPUT naming the field when one is wrong. */
  async save(input: CompanyInput): Promise<CountedCompany> {
    const checked = checkedCompany(input);
    if (!checked.ok) throw new InvalidInputError(checked.fields);
    const current = input.id ? await this.store.get(input.id) : null;
    if (input.id && !current) throw new NotFoundError('company', input.id);
    const saved = await this.store.save({
      id: current?.id ?? newAutoId(randomBytes),
      createdAt: current?.createdAt ?? Date.now(),
      ...checked.value,
    });
    this.held.forget();
    if (saved === 'sameName') throw new InvalidInputError({ name: companyMessages.sameName });
    return (await this.withCounts([saved]))[0]!;
  }

  /**
   * A customer's company, as recently read (a list of many rows asks once per row), without a promise once that read
   * has finished; one made elsewhere, read now.
   */
  cached(id: string): Company | null | Promise<Company | null> {
    return whenHeld<Map<string, Company>, Company | null>(
      this.held.now(),
      (companies) => companies.get(id) ?? this.store.get(id),
    );
  }

  /** Once the recent read of the companies has finished, null; else that read (cached then needs no promise). */
  heldNow(): Promise<unknown> | null {
    const companies = this.held.now();
    return companies instanceof Promise ? companies : null;
  }

  /** How many active customers work at the company, counted now. */
  async peopleCount(id: string): Promise<number> {
    return (await this.customers.companyCounts([id])).get(id) ?? 0;
  }

  async exists(id: string): Promise<boolean> {
    return (await this.byId()).has(id) || (await this.store.get(id)) !== null;
  }

  async names(): Promise<ReadonlyMap<string, string>> {
    return new Map([...(await this.byId()).values()].map(({ id, name }) => [id, name]));
  }

  async forImport(
    names: readonly string[],
    domains: readonly string[],
  ): Promise<{ byName: ReadonlyMap<string, string>; byDomain: ReadonlyMap<string, string> }> {
    const known = [...(await this.byId(true)).values()];
    const byKey = new Map(known.map((company) => [companyNameKey(company.name), company.id]));
    const byName = new Map<string, string>();
    for (const name of new Set(names.map((name) => name.trim()).filter(Boolean))) {
      const key = companyNameKey(name);
      // Another import may add the same name meanwhile: the store refuses the second, and that one is read back.
      if (!byKey.has(key)) byKey.set(key, await this.createNamed(name));
      byName.set(name, byKey.get(key)!);
    }
    const wanted = new Set(domains);
    const byDomain = new Map<string, string>();
    for (const company of sortCompanies(known))
      if (company.domain && wanted.has(company.domain) && !byDomain.has(company.domain))
        byDomain.set(company.domain, company.id);
    return { byName, byDomain };
  }

  /** The companies by id, as recently read (fresh: read now). */
  private byId(fresh = false): Promise<Map<string, Company>> {
    return this.held.get(fresh);
  }

  private async createNamed(name: string): Promise<string> {
    const checked = checkedCompany({ name: name.slice(0, limits.companyNameMax) });
    if (!checked.ok) throw new InvalidInputError({ companyName: Object.values(checked.fields)[0]! });
    const saved = await this.store.save({ id: newAutoId(randomBytes), createdAt: Date.now(), ...checked.value });
    this.held.forget();
    if (saved !== 'sameName') return saved.id;
    const key = companyNameKey(name);
    return (await this.store.list()).find((company) => companyNameKey(company.name) === key)!.id;
  }

  /** Each with its count of active customers, counted now (a person just added shows at once). */
  private async withCounts(companies: readonly Company[]): Promise<CountedCompany[]> {
    const counts = companies.length ? await this.customers.companyCounts(companies.map(({ id }) => id)) : new Map();
    return companies.map((company) => ({ ...company, peopleCount: counts.get(company.id) ?? 0 }));
  }
}
