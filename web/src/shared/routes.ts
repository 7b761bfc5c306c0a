// Every address the app answers and links to, in one place (docs/product.md#screens-and-routes). The route table
// (app/AppRoutes.tsx) nests `dashboardRoutes` under /dashboard; navigation and links use `paths`.

/** The dashboard's screens, as the route table nests them under /dashboard (the addresses are the product's own). */
export const dashboardRoutes = {
  welcome: 'wellcome',
  addCustomer: 'adduser',
  editCustomer: 'adduser/:id',
  customerDetails: 'customerdetails/:id',
  customers: 'users',
  duplicates: 'duplicates',
  spinner: 'spinner',
  contacts: 'workers',
  import: 'import',
  account: 'account',
  team: 'team',
  tasks: 'tasks',
  companies: 'companies',
  company: 'companies/:id',
  search: 'search',
} as const;

const dashboard = '/dashboard';
const under = (segment: string) => `${dashboard}/${segment}`;

export const paths = {
  login: '/',
  home: '/home',
  dashboard,
  customers: under(dashboardRoutes.customers),
  /** The customers list narrowed to one company's people. */
  customersOfCompany: (id: string) => `${under(dashboardRoutes.customers)}?company=${encodeURIComponent(id)}`,
  addCustomer: under(dashboardRoutes.addCustomer),
  editCustomer: (id: string) => `${under(dashboardRoutes.addCustomer)}/${id}`,
  /** What every customer's details address starts with. */
  customerDetailsPrefix: under('customerdetails'),
  customerDetails: (id: string) => `${under('customerdetails')}/${id}`,
  duplicates: under(dashboardRoutes.duplicates),
  /** The Duplicates view opened on these customers' merge, from a screen other than its own list. */
  mergeDuplicates: (ids: readonly string[]) =>
    `${under(dashboardRoutes.duplicates)}?merge=${ids.join(',')}&from=elsewhere`,
  contacts: under(dashboardRoutes.contacts),
  import: under(dashboardRoutes.import),
  team: under(dashboardRoutes.team),
  tasks: under(dashboardRoutes.tasks),
  companies: under(dashboardRoutes.companies),
  company: (id: string) => `${under(dashboardRoutes.companies)}/${id}`,
  account: under(dashboardRoutes.account),
  /** The top bar's search's results page, grouped by kind. */
  search: (text: string) => `${under(dashboardRoutes.search)}?q=${encodeURIComponent(text)}`,
  /** The contacts list opened searched for a name (the top bar's search). */
  contactsFound: (text: string) => `${under(dashboardRoutes.contacts)}?search=${encodeURIComponent(text)}`,
} as const;
