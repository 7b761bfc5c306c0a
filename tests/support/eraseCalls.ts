// What the erase API tests share: the calls, a customer no other test has, and a CRM with a person in each role.
import { afterAll, beforeAll } from '@jest/globals';
import { signUp, type TestCrm } from './crmServer.ts';
import type { Start } from './crmStores.ts';
import { joinAs, must, type Person } from './team.ts';

export const save = 'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id version } }';
export const erase = 'mutation Erase($id: ID!) { eraseCustomer(id: $id) }';
export const remove = 'mutation Remove($id: ID!) { removeCustomer(id: $id) { id } }';
export const auditLog = '{ auditLog(first: 50) { nodes { action target details actor { email } } } }';
export const settings =
  'mutation Days($days: Int) { updateTeamSettings(removedRetentionDays: $days) { removedRetentionDays } }';

export interface AuditEntry {
  action: string;
  target: string | null;
  details: string | null;
  actor: { email: string } | null;
}

let serial = 0;
/** A customer whose name, email and phone appear nowhere else. */
export function person(tag: string) {
  serial += 1;
  const digits = String(1000 + serial);
  return {
    fname: 'Erin',
    lname: `Rase${tag}${serial}`,
    email: `erin.${tag}.${serial}@erase.example`,
    phone: `+1 212 555 ${digits}`,
    address: `${serial} Private Road`,
    notes: `Asked to be forgotten ${serial}`,
  };
}

export interface EraseCrm {
  crm: TestCrm;
  owner: { token: string; email: string };
  admin: Person;
  member: Person;
  viewer: Person;
}

/**
 * A CRM from `start` with an owner, an admin, a member and a viewer, made in beforeAll (handed to `started`) and closed
 * in afterAll; answers the calls the tests make on it.
 */
export function eraseCrm(start: Start, started: (running: EraseCrm) => void) {
  let crm: TestCrm;
  let owner: { token: string; email: string };
  const create = async (fields: ReturnType<typeof person>, token = owner.token) =>
    (await must<{ saveCustomer: { id: string } }>(crm.url, save, { input: fields }, token)).saveCustomer.id;
  const audit = async () =>
    (await must<{ auditLog: { nodes: AuditEntry[] } }>(crm.url, auditLog, {}, owner.token)).auditLog.nodes;
  const download = (id: string, token?: string) =>
    fetch(`${crm.url}/export/customers/${encodeURIComponent(id)}.json`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    crm = await start();
    owner = await signUp(crm.url);
    const admin = await joinAs(crm.url, owner.token, 'ADMIN');
    const member = await joinAs(crm.url, owner.token, 'MEMBER');
    const viewer = await joinAs(crm.url, owner.token, 'VIEWER');
    started({ crm, owner, admin, member, viewer });
  }, 60_000);
  afterAll(async () => {
    await crm?.dispose();
  });
  return { create, audit, download };
}
