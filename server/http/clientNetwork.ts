import ipaddr from 'ipaddr.js';

/** The leading bits of an IPv6 address that name one site: what a home or a server is given. */
const SITE_BITS = 64;

/**
 * The network a request came from, as per-address limits count it: an IPv4 address as it is, an
 * IPv6 one by its /64, since whoever holds one address of it holds all 2^64 and could take a new
 * one for every attempt. An IPv4 address written as IPv6 (::ffff:203.0.113.9) is the IPv4 one.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const site = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${SITE_BITS}`);
  return `${site.toString()}/${SITE_BITS}`;
}
