// A fresh PostgreSQL database per test run, dropped afterwards.
import postgres from 'postgres';

export const ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createTestDatabase(
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_${label}_${process.pid}_${Date.now()}`
    .replace(/[^a-z0-9_]/gi, '_')
    .toLowerCase();
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const conn = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
      try {
        await conn.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await conn.end();
      }
    },
  };
}
