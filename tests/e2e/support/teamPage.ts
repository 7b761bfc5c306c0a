// The Team page as the browser tests of the team use it (team*.test.ts): opening it, its members table, and the
// Sign Up form a newcomer fills in.
import type { Page } from 'playwright-core';
import { gql, signUp, uniqueEmail } from '../../support/crmServer.ts';
import { joinAs } from '../../support/team.ts';
import { saveCustomerViaApi, uniqueWord, type E2eCrm } from './crmApp.ts';

/**
 * The team a file's tests work in: its owner (the server's first account), a customer named Teamwork, and something
 * in each of the Team page's tables (a viewer, an invitation waiting, an API key).
 */
export async function teamForTests(app: E2eCrm): Promise<{ email: string; token: string }> {
  const owner = await signUp(app.crm.url, uniqueEmail('owner'));
  await saveCustomerViaApi(app, owner.token, {
    fname: uniqueWord('Tess'),
    lname: 'Teamwork',
    address: '1 Crew Street',
    email: 'tess@example.com',
    phone: '555 010 0300',
  });
  await joinAs(app.crm.url, owner.token, 'VIEWER');
  await gql(
    app.crm.url,
    'mutation { inviteMember(email: "pending.colleague@example.com", role: MEMBER) { id } }',
    {},
    { token: owner.token },
  );
  await gql(
    app.crm.url,
    'mutation { createApiKey(name: "Nightly report", role: VIEWER) { secret } }',
    {},
    { token: owner.token },
  );
  return owner;
}

export async function openTeamPage(page: Page, app: E2eCrm): Promise<void> {
  await page.goto(`${app.base}/dashboard/team`);
  await page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Members', level: 2 }).waitFor();
}

/** Fills the Sign Up form (on the tab already shown) with `email` (left as it is when none) and submits it. */
export async function submitSignUp(page: Page, email?: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign Up' });
  if (email !== undefined) await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('secret123');
  await form.getByLabel('Repeat password').fill('secret123');
  await form.getByRole('button', { name: 'Sign Up' }).click();
}

/** What a person sees of a member's row in the members table. */
export function memberRow(page: Page, email: string) {
  return page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: email });
}

export async function memberRoleOf(app: E2eCrm, ownerToken: string, email: string): Promise<string | undefined> {
  const { body } = await gql<{ members: { email: string; role: string }[] }>(
    app.crm.url,
    '{ members { email role } }',
    {},
    { token: ownerToken },
  );
  return body.data?.members.find((member) => member.email === email)?.role;
}
