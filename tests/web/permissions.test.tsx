// What each role is offered on the web: the server's own floors, read through usePermissions; before the role is known,
// only reading.
import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RoleProvider, usePermissions, type Role } from '../../web/src/shared/permissions.tsx';

function permissionsOf(role: Role | null) {
  const wrapper = ({ children }: { children: ReactNode }) => <RoleProvider role={role}>{children}</RoleProvider>;
  const { canWrite, canTransfer, canManageTeam, canTransferOwnership } = renderHook(() => usePermissions(), { wrapper })
    .result.current;
  return { canWrite, canTransfer, canManageTeam, canTransferOwnership };
}

describe('usePermissions', () => {
  it.each([
    ['OWNER', { canWrite: true, canTransfer: true, canManageTeam: true, canTransferOwnership: true }],
    ['ADMIN', { canWrite: true, canTransfer: true, canManageTeam: true, canTransferOwnership: false }],
    ['MEMBER', { canWrite: true, canTransfer: true, canManageTeam: false, canTransferOwnership: false }],
    ['VIEWER', { canWrite: false, canTransfer: false, canManageTeam: false, canTransferOwnership: false }],
    [null, { canWrite: false, canTransfer: false, canManageTeam: false, canTransferOwnership: false }],
  ] as const)('%s', (role, expected) => {
    expect(permissionsOf(role)).toEqual(expected);
  });
});
