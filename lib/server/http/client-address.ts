import 'server-only';
import { randomUUID } from 'node:crypto';
import { Server, type IncomingMessage } from 'node:http';
import { env } from '@/lib/server/infra/env';
import { clientFromChain, trustedProxies, type TrustsHop } from '@/lib/server/http/trusted-proxies';

// Who is asking, for throttles and rate limits (issue 14). Next hands route handlers no socket,
// and it fills X-Forwarded-For from the socket only when the client sent none, so a client could
// name any address it liked. At start-up the app stamps every request with the socket's peer
// address under a header carrying a per-process secret (a client cannot forge it); the client
// address is that peer, unless the peer is a trusted proxy (TRUSTED_PROXIES), in which case the
// forwarded chain is walked from the app outwards up to the first hop not trusted.

const PEER_HEADER = 'x-shop-socket-peer';
const secretKey = Symbol.for('shop.socket-peer.secret');
type Holder = { [secretKey]?: string };

function peerSecret(): string {
  const holder = globalThis as Holder;
  holder[secretKey] ??= randomUUID();
  return holder[secretKey];
}

/** Called once at start-up (instrumentation), before the first request is handled. */
export function stampSocketPeers(): void {
  const prototype = Server.prototype as Server & { [secretKey]?: true };
  if (prototype[secretKey]) return;
  prototype[secretKey] = true;
  const secret = peerSecret();
  const emit = prototype.emit as (
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage;
      request.headers[PEER_HEADER] = `${secret} ${request.socket.remoteAddress ?? ''}`;
    }
    return emit.call(this, event, ...args);
  } as Server['emit'];
}

/** The stamped peer address, or null for a request that did not come through the stamp. */
function socketPeer(headers: Headers): string | null {
  const stamp = headers.get(PEER_HEADER);
  const [secret, address] = stamp?.split(' ') ?? [];
  return secret === peerSecret() && address ? address : null;
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
  if (forwarded && !env().TRUSTED_PROXIES) warnOfUntrustedLocalProxy(peer);
  return clientFromChain(peer, forwarded, trustRule());
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
