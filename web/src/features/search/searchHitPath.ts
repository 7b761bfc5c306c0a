import { paths } from '../../shared/routes.ts';

/** Where a search hit opens: a customer's page, the Tasks screen, or the contacts list searched for the contact's name. */
export function searchHitPath(hit: { kind: string; id: string; title: string }): string {
  if (hit.kind === 'customer') return paths.customerDetails(hit.id);
  return hit.kind === 'task' ? paths.tasks : paths.contactsFound(hit.title);
}
