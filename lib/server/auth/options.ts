import 'server-only';
import type { AuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { env } from '../env';
import { DomainError } from '../errors';
import { clientIp, login, type LoginAs } from './login';

function credentialsFor(as: LoginAs) {
  return CredentialsProvider({
    id: as,
    name: as === 'admin' ? 'Admin' : 'Customer',
    credentials: { username: { type: 'text' }, password: { type: 'password' } },
    async authorize(credentials, req) {
      const username = String(credentials?.username ?? '').slice(0, 150);
      const password = String(credentials?.password ?? '').slice(0, 128);
      if (!username || !password) throw new Error('Username and password are required.');
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers ?? {}))
        if (typeof v === 'string') headers.set(k, v);
      try {
        const user = await login(username, password, as, clientIp(headers));
        return {
          id: String(user.id),
          name: user.username,
          username: user.username,
          isSuperuser: user.isSuperuser,
          tokenVersion: user.tokenVersion,
        };
      } catch (error) {
        // next-auth hands the message to signIn() as `error`: only our safe messages pass.
        if (error instanceof DomainError) throw new Error(error.message);
        console.error('[auth] login failed', error);
        throw new Error('Login failed. Please try again.');
      }
    },
  });
}

let cached: AuthOptions | undefined;

/** next-auth (v4) for the site's own pages: a signed JWT session in an httpOnly cookie. */
export function authOptions(): AuthOptions {
  cached ??= {
    secret: env().AUTH_SECRET,
    session: { strategy: 'jwt', maxAge: 7 * 24 * 60 * 60 },
    pages: { signIn: '/login', error: '/login' },
    providers: [credentialsFor('customer'), credentialsFor('admin')],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.uid = Number(user.id);
          token.username = user.username;
          token.isSuperuser = user.isSuperuser;
          token.tokenVersion = user.tokenVersion;
        }
        return token;
      },
      session({ session, token }) {
        session.user = {
          id: token.uid,
          username: token.username,
          isSuperuser: token.isSuperuser,
          tokenVersion: token.tokenVersion,
        };
        return session;
      },
    },
  };
  return cached;
}
