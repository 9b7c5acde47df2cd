import ipaddr from 'ipaddr.js';

/**
 * A caller's address as limits and counters key it: an IPv4 address whole, an IPv4-mapped IPv6
 * address as its IPv4, and any other IPv6 address by its /64, the network one subscriber is given
 * (who can take any of its 2^64 addresses, so counting them one by one counts nothing). Text that is
 * no address is kept as it is.
 */
export function addressNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const [a, b, c, d] = (address as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([a!, b!, c!, d!, 0, 0, 0, 0]).toString()}/64`;
}

/**
 * Where a caller was, as a member is shown it in their list of signed-in devices: the address's
 * network only, an IPv4 address's /24 and an IPv6 address's /48 (enough to tell home from abroad,
 * too little to find a house). Text that is no address is shown as unknown.
 */
export function maskedNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') {
    const [a, b, c] = (address as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const [a, b, c] = (address as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([a!, b!, c!, 0, 0, 0, 0, 0]).toString()}/48`;
}
