// What the signed-in person may do, as the server decides it: the same floors (server/domain/team/team.ts), read
// here only to leave out controls a role cannot use. The server still checks every request; its FORBIDDEN message is
// what a person reads when it refuses (shared/refusals.ts).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { can, permissionMessages, type Permission, type Role } from '../../../server/domain/team/team.ts';

export type { Permission, Role };

/** Unknown until the login check answers (a Google sign-in's first moment): offer only what every role may do. */
const RoleContext = createContext<Role | null>(null);

export function RoleProvider({ role, children }: { role: Role | null | undefined; children: ReactNode }) {
  return <RoleContext.Provider value={role ?? null}>{children}</RoleContext.Provider>;
}

export interface Permissions {
  role: Role | null;
  may(permission: Permission): boolean;
  /** Add, edit, remove, restore */
  canWrite: boolean;
  /** Import and export a whole list */
  canTransfer: boolean;
  /** The Team page: members, invitations, sign-up policy, API keys, audit log */
  canManageTeam: boolean;
  canTransferOwnership: boolean;
}

/** Whether `role` may: with no role known yet, only what every role may. */
export function roleMay(role: Role | null, permission: Permission): boolean {
  return role ? can(role, permission) : permission === 'customers.read';
}

export function usePermissions(): Permissions {
  const role = useContext(RoleContext);
  return useMemo(() => {
    const may = (permission: Permission) => roleMay(role, permission);
    return {
      role,
      may,
      canWrite: may('customers.write'),
      canTransfer: may('customers.transfer'),
      canManageTeam: may('team.manage'),
      canTransferOwnership: may('team.transferOwnership'),
    };
  }, [role]);
}

/** Why a screen is closed to this role: the server's own words for the refusal it would give. */
export function refusalFor(permission: Permission): string {
  return permissionMessages[permission];
}
