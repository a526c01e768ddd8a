import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/test-server';
import { call, clientAddress, newCustomer, unique } from './support/client';

const ADMIN_ON_CUSTOMER_TAB = 'Admins must use the Admin login. Please switch to the Admin tab.';
const CUSTOMER_ON_ADMIN_TAB = 'Only admins can use this login. Please use the Customer tab.';
const USER_KEYS = ['email', 'first_name', 'id', 'is_superuser', 'last_name', 'username'];

const register = (json: unknown) => call('/api/user-register/', { method: 'POST', json });
/** A login from an address of its own, so failures here never lock other tests' address. */
const login = (path: string, json: unknown, ip = clientAddress()) =>
  call(path, { method: 'POST', json, headers: { 'x-forwarded-for': ip } });

describe('POST /api/user-register/', () => {
  it('creates a customer: 201 {message, user}, never echoing the password', async () => {
    const username = unique('reg');
    const answer = await register({
      username,
      email: `${username}@example.com`,
      password: 'secret-pass',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBeTypeOf('string');
    expect(Object.keys(answer.body.user).sort()).toEqual(USER_KEYS);
    expect(answer.body.user).toMatchObject({
      username,
      email: `${username}@example.com`,
      is_superuser: false,
      first_name: '',
      last_name: '',
    });
    expect(answer.text).not.toContain('secret-pass');
    expect(
      (
        await call('/api/user-register', {
          method: 'POST',
          json: {
            username: `${username}x`,
            email: `x${username}@example.com`,
            password: 'secret-pass',
          },
        })
      ).status,
    ).toBe(201);
  });

  const rules: [string, Record<string, unknown>, string][] = [
    ['missing username', { username: undefined }, 'Username is required'],
    ['empty username', { username: '' }, 'Username is required'],
    ['short username', { username: 'ab' }, 'Username must be at least 3 characters'],
    [
      'username with spaces',
      { username: 'a b c' },
      'Use only letters, digits and @ . + - _ in the username.',
    ],
    ['missing email', { email: undefined }, 'Email is required'],
    ['empty email', { email: '' }, 'Email is required'],
    ['malformed email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['missing password', { password: undefined }, 'Password is required'],
    ['empty password', { password: '' }, 'Password is required'],
    ['short password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['non-string username', { username: 12345 }, 'Username is required'],
  ];

  it.each(rules)('refuses %s with 400 {"error"}', async (_label, change, message) => {
    const username = unique('rule');
    const answer = await register({
      username,
      email: `${username}@example.com`,
      password: 'secret-pass',
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
  });

  it('refuses a taken username (any case) and a taken email with 400 {"error"}', async () => {
    const username = unique('taken');
    const email = `${username}@example.com`;
    expect((await register({ username, email, password: 'secret-pass' })).status).toBe(201);
    const sameName = await register({
      username: username.toUpperCase(),
      email: `other-${email}`,
      password: 'secret-pass',
    });
    expect(sameName.status).toBe(400);
    expect(sameName.body).toEqual({ error: 'A user with that username already exists.' });
    const sameEmail = await register({
      username: `${username}2`,
      email: email.toUpperCase(),
      password: 'secret-pass',
    });
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body).toEqual({ error: 'A user with that email already exists.' });
  });

  it('answers 400 for malformed JSON or a non-object and 415 for another content type', async () => {
    const malformed = await call('/api/user-register/', {
      method: 'POST',
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/^JSON parse error/);
    expect((await register(['a'])).body).toEqual({
      error: 'The request body must be a JSON object.',
    });
    const form = await call('/api/user-register/', {
      method: 'POST',
      body: 'username=abc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body.error).toMatch(/Unsupported media type/);
  });
});

describe('POST /api/user-login/ and /api/superuser-login/', () => {
  it('logs a customer in with {message, access, refresh, user}', async () => {
    const customer = await newCustomer('login');
    for (const path of ['/api/user-login/', '/api/user-login']) {
      const answer = await login(path, {
        username: customer.username,
        password: customer.password,
      });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(['access', 'message', 'refresh', 'user']);
      expect(answer.body.user).toMatchObject({
        id: customer.id,
        username: customer.username,
        email: customer.email,
        is_superuser: false,
      });
      expect(answer.body.access.split('.')).toHaveLength(3);
    }
  });

  it('logs the admin in on superuser-login only', async () => {
    const admin = await login('/api/superuser-login/', TEST_ADMIN);
    expect(admin.status).toBe(200);
    expect(admin.body.user).toMatchObject({ username: TEST_ADMIN.username, is_superuser: true });
    const wrongTab = await login('/api/user-login/', TEST_ADMIN);
    expect(wrongTab.status).toBe(403);
    expect(wrongTab.body).toEqual({ error: ADMIN_ON_CUSTOMER_TAB });
  });

  it('refuses a customer on superuser-login with the spec message', async () => {
    const customer = await newCustomer('tab');
    const answer = await login('/api/superuser-login/', {
      username: customer.username,
      password: customer.password,
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: CUSTOMER_ON_ADMIN_TAB });
  });

  it('answers 401 {"error"} for a wrong password and an unknown user alike', async () => {
    const customer = await newCustomer('wrong');
    const wrong = await login('/api/user-login/', {
      username: customer.username,
      password: 'nope-nope',
    });
    const unknown = await login('/api/user-login/', {
      username: unique('ghost'),
      password: 'nope-nope',
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: 'Invalid username or password.' });
    }
  });

  it('answers 400 for missing fields, malformed JSON and 415 for a form post', async () => {
    expect((await login('/api/user-login/', { username: 'someone' })).body).toEqual({
      error: 'Enter your password.',
      password: ['Enter your password.'],
    });
    expect((await login('/api/superuser-login/', {})).status).toBe(400);
    const malformed = await call('/api/user-login/', {
      method: 'POST',
      body: 'nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const form = await call('/api/user-login/', {
      method: 'POST',
      body: 'username=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('throttles repeated failures for a username from one address with 429 and Retry-After, even for the right password, and only there', async () => {
    const customer = await newCustomer('throttle');
    const guesser = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await login(
            '/api/user-login/',
            { username: customer.username, password: `wrong-${i}` },
            guesser,
          )
        ).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const locked = await login(
      '/api/user-login/',
      { username: customer.username, password: customer.password },
      guesser,
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.body.error).toMatch(/Too many failed login attempts/);
    expect(locked.headers.get('access-control-allow-origin')).toBe('*');
    // The account itself is not locked: its owner, elsewhere, still gets in.
    const owner = await login('/api/user-login/', {
      username: customer.username,
      password: customer.password,
    });
    expect(owner.status).toBe(200);
  });
});
