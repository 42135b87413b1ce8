import { describe, expect, it } from 'vitest';
import { ipRateKey } from './ip-rate-key.ts';

describe('ipRateKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:0:0:0:FFFF', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::9]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['2001:db8::', '2001:db8::/64'],
    ['::1', '::/64'],
    ['unknown', 'unknown'],
    ['', ''],
  ])('%j → %j', (ip, key) => {
    expect(ipRateKey(ip)).toBe(key);
  });

  it('gives every address of one /64 the same key, and neighbouring /64s different ones', () => {
    const inside = ['2001:db8:aa:bb::1', '2001:db8:aa:bb:ffff:ffff:ffff:ffff', '2001:db8:aa:bb:1234::5678'].map(
      ipRateKey,
    );
    expect(new Set(inside).size).toBe(1);
    expect(ipRateKey('2001:db8:aa:bc::1')).not.toBe(inside[0]);
    expect(ipRateKey('203.0.113.8')).not.toBe(ipRateKey('203.0.113.7'));
  });
});
