import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

// TRUSTED_PROXIES (README "Behind a proxy"): which hops in front of the app may say who the
// client is. Empty (the default) trusts none: the client is the socket's peer. A number N trusts
// the N hops nearest the app, whatever their addresses (a cloud load balancer). Otherwise a
// comma-separated list of addresses and CIDRs, or the names loopback, linklocal, uniquelocal.

export type TrustsHop = (address: string, hop: number) => boolean;

/** The trust rule for a TRUSTED_PROXIES value; throws a readable error for a bad one. */
export function trustedProxies(setting: string): TrustsHop {
  const value = setting.trim();
  if (!value) return () => false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return proxyAddr.compile(entries);
}

/**
 * The client: the socket's peer, or, while the hop in hand is trusted, the address it forwarded
 * for (X-Forwarded-For is read from its right end, the hop nearest the app).
 */
export function clientFromChain(
  peer: string,
  forwardedFor: string | null,
  trusts: TrustsHop,
): string {
  const request = {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    connection: { remoteAddress: peer },
    socket: { remoteAddress: peer },
  } as unknown as IncomingMessage;
  return proxyAddr(request, trusts);
}
