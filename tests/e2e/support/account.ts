// Signing in as the browser tests of sign-in do it (signIn*.test.ts): the account page, the login form, TOTP codes.
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import type { E2eCrm } from './crmApp.ts';

export async function openAccountPage(page: Page, app: E2eCrm): Promise<void> {
  await page.goto(`${app.base}/dashboard/account`);
  await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Devices', level: 2 }).waitFor();
}

export async function passwordLogin(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * A TOTP code for the step `stepsAhead` from now: a code is accepted once,
 * so the sign-in after enrolling uses the next step's.
 */
export const totp = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
