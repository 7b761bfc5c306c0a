// CRM_SIGNUP_EMAIL_DOMAINS seeds only a team's first start; a later start that asks for another policy says, in a
// warning, that the variable is ignored and which policy is in force.
import fs from 'node:fs';
import { describe, expect, it, jest } from '@jest/globals';
import { startTestCrm, tempDataDir } from '../support/crmServer.ts';
import { must, signUp } from '../support/team.ts';

/** Starts and stops the server on `dataDir` with `env`, answering the warnings it logged meanwhile. */
async function warningsOfStart(
  dataDir: string,
  env: Record<string, string>,
  whileRunning?: (url: string) => Promise<void>,
): Promise<string[]> {
  const warnings: string[] = [];
  const spy = jest
    .spyOn(console, 'warn')
    .mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
  try {
    const crm = await startTestCrm({ CRM_DATA_DIR: dataDir, ...env });
    await whileRunning?.(crm.url);
    await crm.close();
  } finally {
    spy.mockRestore();
  }
  return warnings;
}

describe('CRM_SIGNUP_EMAIL_DOMAINS after the first start', () => {
  it('logs a warning naming the policy in force when it asks for another, and none when it is unset', async () => {
    const dataDir = tempDataDir();
    try {
      const first = await warningsOfStart(dataDir, { CRM_SIGNUP_EMAIL_DOMAINS: 'corp.example' }, async (url) => {
        const owner = await signUp(url, `founder.${Date.now()}@corp.example`);
        await must(url, 'mutation { updateTeamSettings(signUpPolicy: INVITE_ONLY) { signUpPolicy } }', {}, owner.token);
      });
      expect(first.filter((line) => line.includes('CRM_SIGNUP_EMAIL_DOMAINS'))).toEqual([]);

      const later = await warningsOfStart(dataDir, { CRM_SIGNUP_EMAIL_DOMAINS: 'corp.example' });
      expect(later.filter((line) => line.includes('CRM_SIGNUP_EMAIL_DOMAINS'))).toEqual([
        expect.stringContaining(
          "CRM_SIGNUP_EMAIL_DOMAINS is ignored: it only seeds a team's first start. The sign-up policy in force is INVITE_ONLY",
        ),
      ]);

      expect((await warningsOfStart(dataDir, {})).filter((line) => line.includes('CRM_SIGNUP_EMAIL_DOMAINS'))).toEqual(
        [],
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
