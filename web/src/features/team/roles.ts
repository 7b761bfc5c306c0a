// The roles as the team page names them, and which a member or an API key may be given.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Role } from '../../gql/graphql.ts';

export const roleLabels: Record<Role, MessageDescriptor> = defineMessages({
  OWNER: { defaultMessage: 'Owner', id: '84jWmb', description: 'Team page: the owner role' },
  ADMIN: { defaultMessage: 'Admin', id: 'SKr3V0', description: 'Team page: the admin role' },
  MEMBER: { defaultMessage: 'Member', id: '5tkLJ0', description: 'Team page: the member role' },
  VIEWER: { defaultMessage: 'Viewer', id: 'v6IGeN', description: 'Team page: the viewer role' },
});
export const assignableRoles: Role[] = ['ADMIN', 'MEMBER', 'VIEWER'];
export const keyRoles: Role[] = ['MEMBER', 'VIEWER'];
