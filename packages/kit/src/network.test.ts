import { addressNetwork, maskedNetwork } from './network';

describe('an address as limits count it', () => {
  it('keys every address of one IPv6 /64 alike, and another /64 apart', () => {
    const ones = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:abcd::9'];
    expect(new Set(ones.map(addressNetwork))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(addressNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('keys an IPv4 address whole, also when it comes mapped into IPv6', () => {
    expect(addressNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(addressNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressNetwork('203.0.113.8')).not.toBe(addressNetwork('203.0.113.7'));
  });

  it('keeps text that is no address as it is', () => {
    expect(addressNetwork('unknown')).toBe('unknown');
  });
});

describe('an address as a member is shown it', () => {
  it('is its network only: an IPv4 /24, an IPv6 /48, a mapped IPv4 as IPv4', () => {
    expect(maskedNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(maskedNetwork('::ffff:198.51.100.200')).toBe('198.51.100.0/24');
    expect(maskedNetwork('2001:db8:1:2::1')).toBe('2001:db8:1::/48');
    expect(maskedNetwork('not an address')).toBe('unknown');
  });
});
