import 'server-only';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { env } from '@/lib/server/infra/env';
import {
  clientFromChain,
  trustedProxies,
  type TrustsHop,
} from '@/lib/server/infra/trusted-proxies';

// Who is asking, for throttles and rate limits. Next hands route handlers no socket,
// and it fills X-Forwarded-For from the socket only when the client sent none, so a client could
// name any address it liked. The server that owns the socket (server.mjs, through the edge in
// lib/server/edge) stamps every request it hands to Next with the socket's peer address, under a
// header carrying a per-process secret (a client cannot forge it); the client address is that
// peer, unless the peer is a trusted proxy (TRUSTED_PROXIES), in which case the forwarded chain is
// walked from the app outwards up to the first hop not trusted.

const PEER_HEADER = 'x-shop-socket-peer';
const secretKey = Symbol.for('shop.socket-peer.secret');
type Holder = { [secretKey]?: string };

function peerSecret(): string {
  const holder = globalThis as Holder;
  holder[secretKey] ??= randomUUID();
  return holder[secretKey];
}

interface Stamp {
  address: string;
  /** The peer named a client (X-Forwarded-For) itself: a proxy stands in front. */
  named: boolean;
}

function readStamp(stamp: string | null | undefined): Stamp | null {
  const [secret, address, named] = stamp?.split(' ') ?? [];
  return secret === peerSecret() && address ? { address, named: named === 'named' } : null;
}

/**
 * Marks a request with its socket's peer address before Next sees it (whatever the client sent),
 * and whether the peer sent X-Forwarded-For itself: Next fills that header from the socket when
 * none came, and a request this app sends itself (Next hands a server action on to the page that
 * hosts it) carries the first request's headers, stamp included. Neither is a proxy's.
 */
export function stampSocketPeer(request: IncomingMessage): void {
  const named = !sentByThisServer(request) && request.headers['x-forwarded-for'] !== undefined;
  request.headers[PEER_HEADER] =
    `${peerSecret()} ${request.socket.remoteAddress ?? ''}${named ? ' named' : ''}`;
}

/**
 * Whether this server sent the request to itself: it arrives carrying the stamp of the request
 * it was made from (only this process knows the stamp's secret). Read before the stamp is put on.
 */
export function sentByThisServer(request: IncomingMessage): boolean {
  return readStamp(request.headers[PEER_HEADER]?.toString()) !== null;
}

/** The stamped peer, or null for a request that did not come through the stamp. */
function socketPeer(headers: Headers): Stamp | null {
  return readStamp(headers.get(PEER_HEADER));
}

let trust: { setting: string; rule: TrustsHop } | undefined;

function trustRule(): TrustsHop {
  const setting = env().TRUSTED_PROXIES;
  if (trust?.setting !== setting) trust = { setting, rule: trustedProxies(setting) };
  return trust.rule;
}

/**
 * The client's address. Null only where no socket was seen: on Vercel the platform's own
 * X-Forwarded-For names the client (it replaces whatever the client sent); elsewhere such
 * requests share one "unknown" key in the throttles.
 */
export function clientAddress(headers: Headers): string | null {
  const peer = socketPeer(headers);
  if (!peer) {
    return env().VERCEL ? headers.get('x-forwarded-for')?.split(',')[0]?.trim() || null : null;
  }
  const forwarded = headers.get('x-forwarded-for');
  if (peer.named && !env().TRUSTED_PROXIES) warnOfUntrustedLocalProxy(peer.address);
  return clientFromChain(peer.address, forwarded, trustRule());
}

let warned = false;

/** A proxy on this machine names clients we ignore: every visitor then shares its address. */
function warnOfUntrustedLocalProxy(peer: string): void {
  if (warned || !/^(127\.|::1$|::ffff:127\.)/.test(peer)) return;
  warned = true;
  console.warn(
    '[start] requests arrive through a proxy on this machine that names the client (X-Forwarded-For), but TRUSTED_PROXIES is empty: every visitor counts as that proxy in the login and order limits. Set TRUSTED_PROXIES=loopback (README "Behind a proxy").',
  );
}
