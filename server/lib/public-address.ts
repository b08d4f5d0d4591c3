import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Outbound requests to addresses a user chose (push endpoints, decision 240) go only to public
 * addresses. The ranges come from ipaddr.js, not from patterns of our own.
 */

/** The addresses a host name resolves to, as `dns.lookup(…, { all: true })` gives them. */
export type HostResolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** The system's resolver (the one an ordinary HTTPS request would use: /etc/hosts, then DNS). */
export const systemResolver: HostResolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Whether `address` (an IP address in its usual text form) is a public unicast address: not loopback,
 * private, link-local, unique-local, carrier-grade NAT, multicast, unspecified, reserved or
 * documentation. An IPv4-mapped IPv6 address counts as the IPv4 address it carries; other ways of
 * carrying IPv4 in IPv6 (NAT64, 6to4, Teredo) are refused outright.
 */
export function isPublicAddress(address: string): boolean {
  if (!isIP(address)) return false;
  try {
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
}

/** The host of a WHATWG-parsed URL as it is compared and connected to: no brackets, no final dot. */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}

/** `resolver(hostname)`, refused after `ms` milliseconds (getaddrinfo itself cannot be cancelled). */
export async function resolveWithin(
  resolver: HostResolver,
  hostname: string,
  ms: number,
): Promise<{ address: string; family: number }[]> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      resolver(hostname),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('lookup timed out')), Math.max(0, ms));
        timer.unref();
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
