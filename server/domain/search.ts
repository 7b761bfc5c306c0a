// The spec's client-side search (SPEC §7): a case-insensitive substring on the listed fields.
// One function for server and web.

export const customerSearchFields = ['address', 'phone', 'email', 'notes', 'fname', 'lname'] as const;
export const workerSearchFields = ['name', 'email'] as const;

type Searchable<K extends string> = { readonly [key in K]?: string | null };

export function matchesSearch<K extends string>(
  item: Searchable<K>,
  fields: readonly K[],
  search: string | null | undefined,
): boolean {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => (item[field] ?? '').toLowerCase().includes(needle));
}

export function matchesCustomerSearch(customer: Searchable<(typeof customerSearchFields)[number]>, search?: string | null) {
  return matchesSearch(customer, customerSearchFields, search);
}

export function matchesWorkerSearch(worker: Searchable<(typeof workerSearchFields)[number]>, search?: string | null) {
  return matchesSearch(worker, workerSearchFields, search);
}
