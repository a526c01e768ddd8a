import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  interface User {
    username: string;
    isSuperuser: boolean;
    tokenVersion: number;
  }
  interface Session {
    user: { id: number; username: string; isSuperuser: boolean; tokenVersion: number };
    /** The session id, only in sessions read on the server (sessionCaller), never in the browser. */
    sid?: string;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    uid: number;
    username: string;
    isSuperuser: boolean;
    tokenVersion: number;
    /** Set at sign-in since session revocation; tokens without it are refused. */
    sid?: string;
  }
}
