import { isIP } from 'node:net';
import type { Config } from '../../lib/config';
import { bareHostname, isPublicAddress, resolveWithin, type HostResolver } from '../../lib/public-address';

/**
 * Where Tend may send a push message (decision 240). A subscription's endpoint is a URL a user chose,
 * so before it is stored and again before every send it must be `https`, at an allowed push service,
 * and at public addresses only; the send then connects to the very address that was checked.
 */

export type PushPolicy = Config['push'];

/** An endpoint checked and resolved: where to connect, and what to ask the server's certificate for. */
export interface PushTarget {
  ok: true;
  /** The endpoint as the WHATWG URL parser writes it: what is stored and what is sent to. */
  href: string;
  /** Host without brackets or final dot. */
  hostname: string;
  port: number;
  /** The checked address the connection is pinned to. */
  address: string;
  family: 4 | 6;
}

export interface PushRefusal {
  ok: false;
  /** True when the endpoint itself is refused (no later answer of DNS can change it). */
  permanent: boolean;
  message: string;
}

/** Host names that mean this machine without asking DNS (RFC 6761 §6.3). */
const LOOPBACK_NAMES = (host: string) => host === 'localhost' || host.endsWith('.localhost');

function hostAllowed(host: string, hosts: PushPolicy['hosts']): boolean {
  if (hosts === '*') return true;
  return hosts.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) : host === h));
}

const refuse = (message: string, permanent = true): PushRefusal => ({ ok: false, permanent, message });

/** Checks what can be checked without DNS; the URL is parsed once, as the WHATWG parser does. */
export function checkPushEndpointUrl(
  endpoint: string,
  policy: PushPolicy,
): { ok: true; url: URL; hostname: string; privateAllowed: boolean } | PushRefusal {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return refuse('must be an https URL');
  }
  if (url.protocol !== 'https:') return refuse('must be an https URL');
  if (url.username || url.password) return refuse('must not carry a user name or password');
  const hostname = bareHostname(url);
  const privateAllowed = policy.privateHosts.includes(hostname);
  if (privateAllowed) return { ok: true, url, hostname, privateAllowed };
  if (!hostAllowed(hostname, policy.hosts)) return refuse('is not at a push service this server sends to');
  if (isIP(hostname) ? !isPublicAddress(hostname) : LOOPBACK_NAMES(hostname)) {
    return refuse('is at a private or reserved address');
  }
  return { ok: true, url, hostname, privateAllowed };
}

/**
 * Checks the endpoint and resolves its host once: every address must be public (unless the host is
 * one of PUSH_PRIVATE_HOSTS). The answer names the one address to connect to, so a second DNS answer
 * (rebinding) can never be what the connection uses.
 */
export async function resolvePushEndpoint(
  endpoint: string,
  policy: PushPolicy,
  resolver: HostResolver,
  timeoutMs: number,
): Promise<PushTarget | PushRefusal> {
  const checked = checkPushEndpointUrl(endpoint, policy);
  if (!checked.ok) return checked;
  const { url, hostname, privateAllowed } = checked;
  const port = url.port ? Number(url.port) : 443;
  const family = isIP(hostname);
  if (family === 4 || family === 6) {
    return { ok: true, href: url.href, hostname, port, address: hostname, family };
  }
  let addresses: { address: string; family: number }[];
  try {
    addresses = await resolveWithin(resolver, hostname, timeoutMs);
  } catch {
    return refuse('its host cannot be found', false);
  }
  const first = addresses[0];
  if (!first) return refuse('its host cannot be found', false);
  if (!privateAllowed && !addresses.every((a) => isPublicAddress(a.address))) {
    return refuse('resolves to a private or reserved address', false);
  }
  const pinnedFamily = isIP(first.address);
  if (pinnedFamily !== 4 && pinnedFamily !== 6) return refuse('its host cannot be found', false);
  return { ok: true, href: url.href, hostname, port, address: first.address, family: pinnedFamily };
}
