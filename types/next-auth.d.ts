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
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    uid: number;
    username: string;
    isSuperuser: boolean;
    tokenVersion: number;
  }
}
