// HTTP helpers for the API tests: every call goes to the real production server the global
// setup started (inject('baseUrl')), exactly as an outside client would.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { TEST_ADMIN } from '../../support/test-server';

export const base = () => inject('baseUrl');
/** The server's PUBLIC_URL (the harness sets http://localhost:{port}). */
export const publicUrl = () => base().replace('127.0.0.1', 'localhost');

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- a JSON answer under test
}

export interface CallInit extends Omit<RequestInit, 'body'> {
  token?: string;
  json?: unknown;
  body?: RequestInit['body'];
}

/** fetch without following redirects; `json` sends a JSON body, `token` a bearer header. */
export async function call(pathname: string, init: CallInit = {}): Promise<Answer> {
  const { token, json, headers: extra, ...rest } = init;
  const headers = new Headers(extra);
  if (token) headers.set('authorization', `Bearer ${token}`);
  // Each call is its own client unless the test names one: the per-address limits (failed
  // logins, registrations) then never carry over from one test to another.
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', randomAddress());
  let body = rest.body;
  if (json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  const res = await fetch(`${base()}${pathname}`, { ...rest, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = undefined;
  if (text && res.headers.get('content-type')?.includes('application/json'))
    parsed = JSON.parse(text);
  return { status: res.status, headers: res.headers, text, body: parsed };
}

/** A random private address (10.0.0.0/8): 16 million of them, so no two calls share one. */
export function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

let counter = 0;
/** A name no other test (or earlier run) uses: the login throttle locks per username. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`.slice(0, 40);
}

/** A client address of its own, so failed logins of one test never lock another's address. */
export function clientAddress(): string {
  counter += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${counter % 250}`;
}

let adminSession: Promise<{ access: string; refresh: string }> | undefined;

export function adminToken(): Promise<string> {
  adminSession ??= call('/api/superuser-login/', { method: 'POST', json: TEST_ADMIN }).then((a) => {
    if (a.status !== 200) throw new Error(`admin login failed: ${a.status} ${a.text}`);
    return a.body as { access: string; refresh: string };
  });
  return adminSession.then((s) => s.access);
}

export interface Customer {
  id: number;
  username: string;
  email: string;
  password: string;
  access: string;
  refresh: string;
}

export async function newCustomer(prefix = 'cust'): Promise<Customer> {
  const username = unique(prefix);
  const email = `${username}@example.com`;
  const password = 'customer-password';
  const reg = await call('/api/user-register/', {
    method: 'POST',
    json: { username, email, password },
  });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${reg.text}`);
  const login = await call('/api/user-login/', { method: 'POST', json: { username, password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return {
    id: reg.body.user.id,
    username,
    email,
    password,
    access: login.body.access,
    refresh: login.body.refresh,
  };
}

/** The secret the server signs with (the harness lets it generate one in its data directory). */
export function serverSecret(): string {
  return (
    process.env.AUTH_SECRET ||
    readFileSync(path.join(inject('dataDir'), 'auth-secret'), 'utf8').trim()
  );
}

export function uploadsDir(): string {
  return path.join(inject('dataDir'), 'uploads');
}
