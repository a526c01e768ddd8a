// Hand-made tokens for the negative auth tests: expired, tampered, alg none, wrong kind.
import { SignJWT } from 'jose';
import { serverSecret } from './client';

const key = (kind: 'access' | 'refresh') => new TextEncoder().encode(`${serverSecret()}:${kind}`);

/** A correctly signed access token for `userId`, expired a minute ago. */
export async function expiredAccessToken(userId: number, tokenVersion = 0): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: 'access', tv: tokenVersion, username: 'x' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer('shop-api')
    .setJti(crypto.randomUUID())
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(key('access'));
}

/** The same claims with the payload edited (now a superuser id) and the old signature kept. */
export function tamperedToken(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const edited = Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url');
  return `${header}.${edited}.${signature}`;
}

/** An unsigned token ("alg": "none") carrying a valid token's claims. */
export function algNoneToken(token: string, changes: Record<string, unknown> = {}): string {
  const [, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  return `${header}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.`;
}
