// Who the client is for throttles (lib/server/http/trusted-proxies.ts): the socket's peer unless
// that peer is a configured proxy, and never whatever a client wrote into X-Forwarded-For.
import { describe, expect, it } from 'vitest';
import { clientFromChain, trustedProxies } from '@/lib/server/infra/trusted-proxies';

describe('client address', () => {
  it('trusts no proxy by default: a forged X-Forwarded-For names nobody', () => {
    const none = trustedProxies('');
    expect(clientFromChain('203.0.113.9', '1.2.3.4', none)).toBe('203.0.113.9');
    expect(clientFromChain('203.0.113.9', null, none)).toBe('203.0.113.9');
  });

  it('behind a trusted nginx on loopback takes the address nginx appended, not the client’s', () => {
    const loopback = trustedProxies('loopback');
    // nginx's $proxy_add_x_forwarded_for: what the client sent, then the client's real address.
    expect(clientFromChain('127.0.0.1', '6.6.6.6, 198.51.100.7', loopback)).toBe('198.51.100.7');
    expect(clientFromChain('::ffff:127.0.0.1', '198.51.100.7', loopback)).toBe('198.51.100.7');
    // A request straight to the app from elsewhere is its own peer, whatever it claims.
    expect(clientFromChain('198.51.100.8', '10.0.0.1', loopback)).toBe('198.51.100.8');
  });

  it('walks several trusted hops given as CIDRs', () => {
    const lbs = trustedProxies('10.0.0.0/8, 192.168.1.5');
    expect(clientFromChain('10.1.2.3', '6.6.6.6, 198.51.100.7, 192.168.1.5', lbs)).toBe(
      '198.51.100.7',
    );
  });

  it('trusts a number of hops whatever their addresses (a cloud load balancer)', () => {
    const one = trustedProxies('1');
    expect(clientFromChain('34.1.2.3', '6.6.6.6, 198.51.100.7', one)).toBe('198.51.100.7');
    expect(clientFromChain('34.1.2.3', null, one)).toBe('34.1.2.3');
    const two = trustedProxies('2');
    expect(clientFromChain('34.1.2.3', '6.6.6.6, 198.51.100.7, 35.0.0.1', two)).toBe(
      '198.51.100.7',
    );
  });

  it('refuses a setting that is not an address, a CIDR or a hop count', () => {
    expect(() => trustedProxies('nginx.local')).toThrow();
    expect(() => trustedProxies('10.0.0.0/99')).toThrow();
  });
});
