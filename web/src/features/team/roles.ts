// The roles as the team page names them, and which a member or an API key may be given.
import type { Role } from '../../gql/graphql.ts';

export const roleLabels: Record<Role, string> = { OWNER: 'Owner', ADMIN: 'Admin', MEMBER: 'Member', VIEWER: 'Viewer' };
export const assignableRoles: Role[] = ['ADMIN', 'MEMBER', 'VIEWER'];
export const keyRoles: Role[] = ['MEMBER', 'VIEWER'];
