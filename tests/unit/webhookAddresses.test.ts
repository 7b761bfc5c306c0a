// The address rule of webhooks alone: every spelling of an address a public service could not be at is refused, as
// an address the resolver answers and as the host of a URL (which the URL parser reads in its own ways first).
import { describe, expect, it } from '@jest/globals';
import { ipv6Groups, isPublicAddress } from '../../server/webhooks/webhookAddresses.ts';
import { customerEvent } from '../../server/domain/webhooks/webhook.ts';
import { httpWebhookSender, webhookUrlProblem } from '../../server/webhooks/webhookSender.ts';
import { startWebhookReceiver } from '../support/webhookReceiver.ts';
import { customerFixture } from '../support/customerFixture.ts';

const refused = 'Webhooks cannot be sent to private or loopback addresses';

describe('isPublicAddress', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, anywhere in 127/8', '127.254.1.2'],
    ['this network', '0.0.0.0'],
    ['private', '10.0.0.8'],
    ['private', '172.31.255.255'],
    ['private', '192.168.1.1'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['IETF protocol assignments', '192.0.0.170'],
    ['documentation', '192.0.2.1'],
    ['6to4 relay anycast', '192.88.99.1'],
    ['benchmarking', '198.18.0.1'],
    ['benchmarking', '198.19.255.254'],
    ['documentation', '198.51.100.7'],
    ['documentation', '203.0.113.9'],
    ['multicast', '224.0.0.251'],
    ['reserved', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 unspecified', '::'],
    ['IPv6 loopback', '::1'],
    ['IPv6 loopback, written out', '0:0:0:0:0:0:0:1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback, in hex', '::ffff:7f00:1'],
    ['IPv4-mapped private, upper case', '::FFFF:10.0.0.1'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['IPv4-compatible loopback, in hex', '::7f00:1'],
    ['IPv4-compatible public (deprecated form)', '::8.8.8.8'],
    ['IPv4-translated (SIIT)', '::ffff:0:7f00:1'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['NAT64 of loopback, dotted', '64:ff9b::127.0.0.1'],
    ['NAT64 of private', '64:ff9b::a00:1'],
    ['local-use NAT64', '64:ff9b:1::808:808'],
    ['discard-only', '100::1'],
    ['6to4 of loopback', '2002:7f00:1::'],
    ['6to4 of private', '2002:c0a8:101::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['IETF protocol assignments', '2001:2::1'],
    ['documentation', '2001:db8::1'],
    ['documentation', '3fff::1'],
    ['unique local', 'fd00::1'],
    ['unique local', 'fc00::1'],
    ['site-local', 'fec0::1'],
    ['link-local', 'fe80::1'],
    ['link-local with a zone', 'fe80::1%eth0'],
    ['multicast', 'ff02::1'],
    ['not an address', 'example.com'],
    ['decimal IPv4, not an address as written', '2130706433'],
    ['octal IPv4, not an address as written', '0177.0.0.1'],
    ['hex IPv4, not an address as written', '0x7f.0.0.1'],
  ])('refuses %s: %s', (_what, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '1.1.1.1',
    '2606:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('reads every IPv6 spelling into its eight groups', () => {
    expect(ipv6Groups('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(ipv6Groups('2002:7f00:1::')).toEqual([0x2002, 0x7f00, 1, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups('127.0.0.1')).toBeNull();
  });
});

describe('webhookUrlProblem', () => {
  it.each([
    'http://[::127.0.0.1]/hook',
    'http://[::ffff:127.0.0.1]:8080/hook',
    'http://[::ffff:7f00:1]/hook',
    'http://[64:ff9b::7f00:1]/hook',
    'http://[64:ff9b::127.0.0.1]/hook',
    'http://[2002:7f00:1::]/hook',
    'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook',
    'http://[fec0::1]/hook',
    'http://[0:0:0:0:0:0:0:1]/hook',
    'http://198.18.0.1/hook',
    'http://192.0.0.8/hook',
    'http://2130706433/hook',
    'http://0x7f000001/hook',
    'http://0177.0.0.1/hook',
    'http://0x7f.1/hook',
    'http://127.1/hook',
    'http://017700000001/hook',
    'https://0/hook',
  ])('refuses %s', async (url) => {
    expect(await webhookUrlProblem(url, false)).toBe(refused);
  });

  it.each([
    'https://8.8.8.8/hook',
    'https://[2606:4700::1111]/hook',
    'https://[::ffff:8.8.8.8]/hook',
    'https://134744072/hook',
  ])('accepts %s', async (url) => {
    expect(await webhookUrlProblem(url, false)).toBeNull();
  });
});

describe('sending', () => {
  it('refuses at send time an address written another way, and sends nothing', async () => {
    const receiver = await startWebhookReceiver();
    const sender = httpWebhookSender({ allowPrivate: false });
    try {
      const port = new URL(receiver.url).port;
      const customer = customerFixture();
      const event = customerEvent(null, customer, Date.now())!;
      for (const host of ['[::ffff:7f00:1]', '[::127.0.0.1]', '2130706433', '127.1']) {
        expect(
          await sender.send(
            { url: `http://${host}:${port}/hooks`, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' },
            event,
          ),
        ).toMatchObject({
          ok: false,
          status: null,
          response: 'Refused: a private or loopback address',
        });
      }
      expect(receiver.received).toEqual([]);
    } finally {
      sender.close();
      await receiver.close();
    }
  });
});
