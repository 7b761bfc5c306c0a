// The team's companies: read by everyone signed in, added and changed by members and above (fieldAccess.ts); a
// customer's company read from what this process holds of them (CompanyService).
import type { CountedCompany } from '../../domain/companies/company.ts';
import type { Resolvers } from '../generated/resolvers.ts';

export const companyResolvers: Resolvers = {
  Query: {
    companies: (_, { search, first, after }, { services }) => services.companies.page(search, first, after),
    company: (_, { id }, { services }) => services.companies.get(id),
  },
  Mutation: {
    saveCompany: (_, { input }, { services }) => services.companies.save(input),
  },
  Customer: {
    company: (customer, _, { services }) => (customer.companyId ? services.companies.cached(customer.companyId) : null),
  },
  Company: {
    // Counted with the page or company asked for; a customer's company counts only when asked.
    peopleCount: async (company, _, { services }) =>
      (company as Partial<CountedCompany>).peopleCount ?? services.companies.peopleCount(company.id),
  },
};
