import 'server-only';
import type { AuthOptions, CallbacksOptions, Session } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { env } from '@/lib/server/infra/env';
import { DomainError } from '@/lib/server/infra/errors';
import { login, type LoginAs } from './login';
import { clientAddress } from '@/lib/server/infra/client-address';
import { configureNextAuthUrl } from './nextauth-url';
import { isUnreadableCookie, unreadableSessionLog } from './unreadable-session-log';
import {
  EndedSessionError,
  isSessionId,
  isSessionRevoked,
  newSessionId,
  revokeSession,
  SESSION_MAX_AGE_SECONDS,
} from './sessions';

/** The next-auth providers (both credentials): a GET to their callback is a wrong method. */
export const CREDENTIAL_PROVIDERS: readonly LoginAs[] = ['customer', 'admin'];

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
        const user = await login(username, password, as, clientAddress(headers));
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

type Callbacks = Pick<CallbacksOptions, 'jwt' | 'session'>;

/** Sign-in fills the token (with a fresh session id); later reads pass it on unchanged. */
const jwtCallback: Callbacks['jwt'] = ({ token, user }) => {
  if (user) {
    token.uid = Number(user.id);
    token.username = user.username;
    token.isSuperuser = user.isSuperuser;
    token.tokenVersion = user.tokenVersion;
    token.sid = newSessionId();
  }
  return token;
};

/**
 * The browser-facing reads (GET /api/auth/session, session updates) also refuse an ended
 * session: next-auth then answers "no session" and clears the cookie, and, above all, never
 * slides the expiry of a signed-out copy forward. Tokens from before session ids existed are
 * refused too, so every live session can be ended by its sign-out. A database error also
 * refuses (next-auth logs it and clears the cookie): a session that cannot be checked is
 * neither trusted nor extended.
 */
const checkedJwtCallback: Callbacks['jwt'] = async (params) => {
  if (!params.user) {
    const sid = params.token.sid;
    if (!isSessionId(sid) || (await isSessionRevoked(sid))) throw new EndedSessionError();
  }
  return jwtCallback(params);
};

function sessionFrom(session: Session, token: JWT): Session {
  session.user = {
    id: token.uid,
    username: token.username,
    isSuperuser: token.isSuperuser,
    tokenVersion: token.tokenVersion,
  };
  return session;
}

let cached: AuthOptions | undefined;
let cachedServer: AuthOptions | undefined;

/** next-auth (v4) for the site's own pages: a signed JWT session in an httpOnly cookie. */
export function authOptions(): AuthOptions {
  if (cached) return cached;
  const config = env();
  configureNextAuthUrl(config.PUBLIC_URL);
  cached = {
    secret: config.AUTH_SECRET,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/login', error: '/login' },
    providers: [credentialsFor('customer'), credentialsFor('admin')],
    callbacks: {
      jwt: checkedJwtCallback,
      session: ({ session, token }) => sessionFrom(session, token),
    },
    events: {
      // Sign-out (POST /api/auth/signout, which the site's logout button calls) ends the
      // session on the server: a copy of the cookie no longer works anywhere.
      async signOut({ token }) {
        if (isSessionId(token?.sid)) await revokeSession(token.sid);
      },
    },
    logger: {
      error(code, metadata) {
        // An ended session is an expected answer ("no session"), and a refused callbackUrl
        // (next-auth redirects to /login) is the client's mistake: neither is a server error.
        if (code === 'JWT_SESSION_ERROR' && metadata instanceof EndedSessionError) return;
        if (code === 'INVALID_CALLBACK_URL_ERROR') return;
        // A forged or stale cookie: one line a minute at most, not a stack trace per request.
        if (code === 'JWT_SESSION_ERROR' && isUnreadableCookie(metadata)) {
          unreadableSessionLog().note(metadata);
          return;
        }
        console.error(`[next-auth] ${code}`, metadata);
      },
    },
  };
  return cached;
}

/**
 * For getServerSession() in sessionCaller() only: the session also carries its `sid`, which
 * the caller checks itself (a database error there is a 503, not "signed out"). The sid never
 * reaches the browser: /api/auth/session uses authOptions().
 */
export function serverSessionOptions(): AuthOptions {
  const base = authOptions();
  cachedServer ??= {
    ...base,
    callbacks: {
      jwt: jwtCallback,
      session: ({ session, token }) => ({ ...sessionFrom(session, token), sid: token.sid }),
    },
  };
  return cachedServer;
}
