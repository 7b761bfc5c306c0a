// The small rules of signing in, alone: recovery codes as made, typed and stored; TOTP steps; device names.
import { describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import {
  newRecoveryCodes,
  newTotpSecret,
  normaliseCode,
  otpauthUrl,
  recoveryCodeHash,
  recoveryCodeCount,
  totpTimeStep,
} from '../../server/domain/signin/secondFactor.ts';
import { deviceName } from '../../web/src/features/account/deviceName.ts';

describe('recovery codes', () => {
  it('are ten distinct codes of ten letters and digits without look-alikes, shown in two halves', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(recoveryCodeCount);
    expect(new Set(codes).size).toBe(recoveryCodeCount);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('match as typed whatever the case, spaces and dashes, and never as stored', () => {
    const [code] = newRecoveryCodes();
    expect(recoveryCodeHash(` ${code!.toUpperCase().replace('-', ' ')} `)).toBe(recoveryCodeHash(code!));
    expect(normaliseCode('ab cd-EF')).toBe('abcdef');
    expect(recoveryCodeHash(code!)).not.toContain(normaliseCode(code!));
  });
});

describe('TOTP', () => {
  it('accepts the current code and its neighbours, naming the step, and refuses others', async () => {
    const secret = newTotpSecret();
    const now = Math.floor(Date.now() / 1000);
    const step = await totpTimeStep(secret, await generate({ secret, epoch: now }));
    expect(step).toBe(Math.floor(now / 30));
    expect(await totpTimeStep(secret, await generate({ secret, epoch: now + 30 }))).toBe(Math.floor(now / 30) + 1);
    expect(await totpTimeStep(secret, await generate({ secret, epoch: now - 120 }))).toBeNull();
    expect(await totpTimeStep(secret, 'abcdef')).toBeNull();
    expect(await totpTimeStep(secret, '12345')).toBeNull();
  });

  it('names the issuer and the account in the otpauth URL', () => {
    expect(otpauthUrl('JBSWY3DPEHPK3PXP', 'ann@example.com')).toMatch(
      /^otpauth:\/\/totp\/Staff%20CRM:ann%40example\.com\?.*secret=JBSWY3DPEHPK3PXP/,
    );
  });
});

describe('device names', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:131.0) Gecko/20100101 Firefox/131.0', 'Firefox on macOS'],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', 'curl/8.5.0'],
    [null, 'Unknown device'],
  ])('%s is %s', (userAgent, name) => {
    expect(deviceName(userAgent)).toBe(name);
  });
});
