// The whole product in the browser on the production backends: CRM_STORE=firestore and CRM_AUTH=firebase,
// against a Firestore emulator and the Firebase Auth emulator.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { startAuthEmulator, type AuthEmulator } from '../support/firebaseAuthEmulator.ts';
import { startInProcessEmulator, useEmulator, type FirestoreEmulator } from '../support/firestoreEmulator.ts';
import { uniqueEmail } from '../support/crmServer.ts';
import { browserTest, clickInDialog, popupShown } from './support/browser.ts';
import { launchChromium } from './support/chromium.ts';
import {
  chooseFilter,
  customerRow,
  eventually,
  fillCustomerForm,
  startE2eCrm,
  uniqueWord,
  type E2eCrm,
} from './support/crmApp.ts';

describe('CRM_STORE=firestore with CRM_AUTH=firebase, in the browser', () => {
  let firestore: FirestoreEmulator;
  let auth: AuthEmulator;
  let app: E2eCrm;
  let browser: Browser;
  let originalApp: App;

  beforeAll(async () => {
    firestore = await startInProcessEmulator();
    useEmulator(firestore);
    auth = await startAuthEmulator();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
    process.env.GOOGLE_CLOUD_PROJECT = auth.projectId;
    // A worker as the original app stored it: a Timestamp birthday and a data: URL photo.
    originalApp = initializeApp({ projectId: auth.projectId }, 'original-app');
    const photo = fs.readFileSync('server/stores/sqlite/demo/demo-kenji-sato.jpg').toString('base64');
    await getFirestore(originalApp)
      .collection('workers')
      .doc('w-1')
      .set({
        name: 'Firestore Worker',
        phones: ['+1 555 0101', '+1 555 0102', '+1 555 0103', '+1 555 0104'],
        email: 'worker@example.com',
        birthday: new Date('1984-02-29T00:00:00Z'),
        image: `data:image/jpeg;base64,${photo}`,
      });
    app = await startE2eCrm({
      CRM_STORE: 'firestore',
      CRM_AUTH: 'firebase',
      FIREBASE_API_KEY: 'test-api-key',
      FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    });
    browser = await launchChromium();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.crm.dispose();
    await deleteApp(originalApp);
    await auth?.stop();
    await firestore?.stop();
  });

  browserTest(
    'a passkey kept in Firestore signs a Firebase Auth member in without an email',
    () => browser,
    async (open) => {
      const { page } = await open();
      // A device that makes and holds passkeys and verifies its user at once, as a fingerprint would.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      const email = uniqueEmail('firebase.passkey');
      await page.goto(app.base);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      const form = page.getByRole('form', { name: 'Sign Up' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password', { exact: true }).fill('secret123');
      await form.getByLabel('Repeat password').fill('secret123');
      await form.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByRole('button', { name: `User menu of ${email}` }).waitFor();
      await page.goto(`${app.base}/dashboard/account`);
      await page.getByLabel('Passkey name').fill('Phone');
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await page.getByText('The passkey Phone was added.').waitFor();
      await page.getByRole('button', { name: `User menu of ${email}` }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.waitForURL(/\/dashboard/);
      await page.getByRole('button', { name: `User menu of ${email}` }).waitFor();
    },
  );

  browserTest(
    'sign up, add, remove and restore a customer, live, and browse the contacts',
    () => browser,
    async (open) => {
      const { page } = await open();
      const email = uniqueEmail('firebase');
      await page.goto(app.base);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      const form = page.getByRole('form', { name: 'Sign Up' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password', { exact: true }).fill('secret123');
      await form.getByLabel('Repeat password').fill('secret123');
      await form.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByRole('button', { name: `User menu of ${email}` }).waitFor();

      const fname = uniqueWord('Fire');
      await page.goto(`${app.base}/dashboard/adduser`);
      await fillCustomerForm(page, {
        fname,
        lname: 'Store',
        address: '1 Cloud Street',
        email: 'fire@example.com',
        phone: '555 111 2222',
      });
      await page.getByRole('button', { name: 'Save' }).click();
      await popupShown(page, 'User save successfully');
      const row = customerRow(page, fname);
      await row.waitFor();

      // A change made straight in Firestore by another client shows up live.
      const id = (await getFirestore(originalApp).collection('customers').where('fname', '==', fname).get()).docs[0]!
        .id;
      await getFirestore(originalApp)
        .collection('customers')
        .doc(id)
        .set({ lname: 'Edited Elsewhere' }, { merge: true });
      await eventually(async () => expect(await row.textContent()).toContain('Edited Elsewhere'));

      await row.getByRole('button', { name: 'Remove' }).click();
      await clickInDialog(page.getByRole('dialog').getByRole('button', { name: 'Remove' }));
      await row.waitFor({ state: 'detached' });
      await chooseFilter(page, 'Deleted customers');
      await row.getByRole('button', { name: 'Restore' }).click();
      await row.waitFor({ state: 'detached' });
      expect((await getFirestore(originalApp).collection('customers').doc(id).get()).data()?.status).toBe(true);

      await page.getByRole('link', { name: 'Contacts' }).click();
      const worker = page.getByRole('row').filter({ hasText: 'Firestore Worker' });
      await worker.waitFor();
      await eventually(async () =>
        expect(
          await worker
            .locator('.worker-avatar img')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        ).toBe(true),
      );
      expect(await worker.getByText(/\+1 555 010\d/).count()).toBe(3);
      await worker.getByText('29 February 1984').waitFor();
    },
  );
});
