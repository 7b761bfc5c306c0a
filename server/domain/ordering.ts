// The order of both lists, whatever the store: by name as people read them (case and accents aside), then by id
// so equal names keep one place. One function for server and web, like search.

const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Identified = { readonly id: string };

function byId(a: Identified, b: Identified): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Customers by last name, then first name. */
export function compareCustomers(a: Identified & { readonly fname: string; readonly lname: string }, b: Identified & { readonly fname: string; readonly lname: string }): number {
  return names.compare(a.lname, b.lname) || names.compare(a.fname, b.fname) || byId(a, b);
}

/** Workers by name. */
export function compareWorkers(a: Identified & { readonly name: string }, b: Identified & { readonly name: string }): number {
  return names.compare(a.name, b.name) || byId(a, b);
}
