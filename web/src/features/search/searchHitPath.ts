import { paths } from '../../shared/routes.ts';

/** Where a search hit opens: a customer's page, or the contacts list searched for the contact's name. */
export function searchHitPath(hit: { kind: string; id: string; title: string }): string {
  return hit.kind === 'customer' ? paths.customerDetails(hit.id) : paths.contactsFound(hit.title);
}
