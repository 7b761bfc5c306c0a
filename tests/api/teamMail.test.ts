// Mail through a real SMTP server in the test process: invitations arrive with their link, and under DOMAINS a
// password sign-up joins once its address is confirmed by the emailed link (CRM_SIGNUP_EMAIL_DOMAINS seeds the policy);
// each email is in its recipient's language.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, signInMutation, signUpMutation, startTestCrm, type TestCrm } from '../support/crmServer.ts';
import { linkIn, readMail, startSmtpServer, type TestSmtp } from '../support/smtpServer.ts';
import { invite, must, signUp, signUpInvited, type Person } from '../support/team.ts';

describe('team mail', () => {
  let smtp: TestSmtp;
  let crm: TestCrm;
  let owner: Person;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    crm = await startTestCrm({
      CRM_SMTP_URL: smtp.url,
      CRM_MAIL_FROM: 'Staff CRM <crm@corp.example>',
      CRM_SIGNUP_EMAIL_DOMAINS: 'corp.example',
    });
    owner = await signUp(crm.url, `founder.${Date.now()}@corp.example`);
  });
  afterAll(async () => {
    await crm.dispose();
    await smtp.stop();
  });

  it('starts under the policy CRM_SIGNUP_EMAIL_DOMAINS seeds, with the founder as owner', async () => {
    const { teamSettings, me } = await must<{ teamSettings: unknown; me: { role: string } }>(
      crm.url,
      '{ teamSettings { signUpPolicy signUpDomains } me { role } }',
      {},
      owner.token,
    );
    expect(teamSettings).toEqual({ signUpPolicy: 'DOMAINS', signUpDomains: ['corp.example'] });
    expect(me.role).toBe('OWNER');
  });

  it('emails an invitation with the link the answer carries', async () => {
    const email = `guest.${Date.now()}@elsewhere.example`;
    const invitation = await invite(crm.url, owner.token, email, 'MEMBER');
    const mail = await smtp.messageTo(email);
    expect(mail.raw).toMatch(/^From: Staff CRM <crm@corp\.example>/m);
    expect(linkIn(mail)).toBe(invitation.url);
    expect((await signUpInvited(crm.url, email, invitation.token)).body.errors).toBeUndefined();
  });

  it('lets a DOMAINS sign-up in once the emailed link confirms the address, and the link works once', async () => {
    const email = `new.hire.${Date.now()}@corp.example`;
    const waiting = await gql(crm.url, signUpMutation, { email, password: 'secret123', repeatPassword: 'secret123' });
    expect(waiting.body.errors?.[0]?.extensions?.code).toBe('auth/unverified-email');
    expect(waiting.body.errors?.[0]?.message).toContain(email);
    const link = linkIn(await smtp.messageTo(email));
    expect(link).toMatch(/\/auth\/verify-email\?token=/);
    expect(
      (await gql(crm.url, signInMutation, { email, password: 'secret123' })).body.errors?.[0]?.extensions?.code,
    ).toBe('auth/unverified-email');

    const opened = await fetch(link.replace(/^http:\/\/localhost:/, 'http://127.0.0.1:'), { redirect: 'manual' });
    expect([opened.status, opened.headers.get('location')]).toEqual([303, '/?verified=yes']);
    const signedIn = await gql<{ signIn: { token: string } }>(crm.url, signInMutation, {
      email,
      password: 'secret123',
    });
    expect(signedIn.body.errors).toBeUndefined();
    const again = await fetch(link.replace(/^http:\/\/localhost:/, 'http://127.0.0.1:'), { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('/?verified=no');
    const { auditLog } = await must<{
      auditLog: { nodes: Array<{ action: string; target: string; details: string | null }> };
    }>(crm.url, '{ auditLog { nodes { action target details } } }', {}, owner.token);
    expect(auditLog.nodes).toContainEqual({
      action: 'member.approved',
      target: email,
      details: 'email address confirmed',
    });
  });

  it("writes each email in its recipient's language: their own, else the team's default", async () => {
    await must(crm.url, 'mutation { updateTeamSettings(defaultLocale: "de") { defaultLocale } }', {}, owner.token);
    const guest = `gast.${Date.now()}@elsewhere.example`;
    const invitation = await invite(crm.url, owner.token, guest, 'VIEWER');
    const invited = await readMail(await smtp.messageTo(guest));
    expect(invited.subject).toBe(`${owner.email} hat Sie zu Staff CRM eingeladen`);
    expect(invited.text).toContain('als Betrachter beizutreten');
    expect(invited.text).toContain(invitation.url);

    await must(crm.url, 'mutation { updateMyPreferences(locale: "ja") { locale } }', {}, owner.token);
    const ask = 'mutation Ask($email: String!) { requestPasswordReset(email: $email) }';
    await must(crm.url, ask, { email: owner.email }, owner.token);
    const reset = await readMail(await smtp.messageTo(owner.email));
    expect(reset.subject).toBe('Staff CRM のパスワードを再設定してください');
    expect(reset.text).toMatch(/\/\?reset=[\w-]+\n/);
  });
});
