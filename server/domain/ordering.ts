// One order for both lists, whatever the store, shared by server and web like search.
const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Identified = { readonly id: string };
type NamedCustomer = Identified & { readonly fname: string; readonly lname: string };
type NamedWorker = Identified & { readonly name: string };

/** Equal names keep one place, whatever order the store returned them in. */
function byId(a: Identified, b: Identified): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Customers by last name, then first name, as people read them (case and accents aside). */
export function compareCustomers(a: NamedCustomer, b: NamedCustomer): number {
  return names.compare(a.lname, b.lname) || names.compare(a.fname, b.fname) || byId(a, b);
}

/** Workers by name, as people read them. */
export function compareWorkers(a: NamedWorker, b: NamedWorker): number {
  return names.compare(a.name, b.name) || byId(a, b);
}
