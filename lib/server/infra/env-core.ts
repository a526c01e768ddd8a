// Parsing lives apart from the `server-only` entry so scripts (seed, create-admin) and tests
// can use the same validation outside Next.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { trustedProxies } from '@/lib/server/infra/trusted-proxies';
import { gstinProblem, normalizeGstin } from '@/lib/shared/gst/gstin';
import { stateCodeFrom } from '@/lib/shared/gst/states';
import { parseRupees } from '@/lib/shared/money';
import { isMerchantCode, isVpa } from '@/lib/shared/payments/upi';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

/** An amount in rupees ("99", "1999.50") as paise. */
const rupees = (fallback: string | undefined) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      const text = v || fallback;
      if (text === undefined) return undefined;
      const paise = parseRupees(text);
      if (paise === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be an amount in rupees, e.g. 99 or 1999.50',
        });
        return z.NEVER;
      }
      return paise;
    });

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://shop.example.com' })
  .transform((v) => v.replace(/\/+$/, ''));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_URL: httpUrl.optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: 'must start with postgres:// or postgresql://',
    }),
  DATA_DIR: z.string().trim().min(1).default('./.data'),
  AUTH_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || v.length >= 32, {
      message: 'must be at least 32 characters (try: openssl rand -base64 32)',
    }),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 6, {
    message: 'must be at least 6 characters',
  }),
  ADMIN_EMAIL: optionalText.refine((v) => v === undefined || z.email().safeParse(v).success, {
    message: 'must be an email address',
  }),
  SEED_DEMO: booleanFlag(true),
  CORS_ORIGINS: z.string().trim().default('*'),
  UPLOADTHING_TOKEN: optionalText,
  SHOP_NAME: z.string().trim().min(1).max(80).default('Style Point Menswear'),
  /** Letters before every order number ("SP" -> SP-1042); default: the shop name's initials. */
  ORDER_NUMBER_PREFIX: optionalText.refine((v) => v === undefined || /^[A-Za-z]{1,8}$/.test(v), {
    message: 'must be 1 to 8 letters, e.g. SP',
  }),
  SHOP_WHATSAPP: z
    .string()
    .trim()
    .default('919876543210')
    .refine((v) => /^[1-9]\d{9,14}$/.test(v), {
      message: 'must be digits with the country code and no +, e.g. 919876543210',
    }),
  SHOP_PHONE: z.string().trim().min(5).max(30).default('+91 98765 43210'),
  SHOP_EMAIL: z.email({ error: 'must be an email address' }).default('hello@stylepoint.example'),
  SHOP_ADDRESS: z
    .string()
    .trim()
    .min(5)
    .max(300)
    .default('12 MG Road, Shivajinagar, Bengaluru, Karnataka 560001, India'),
  SHOP_HOURS: z
    .string()
    .trim()
    .default('09:00-23:30')
    .refine((v) => /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/.test(v), {
      message: 'must look like 09:00-23:30 (opening-closing, daily)',
    }),
  // Money and paperwork (admin › Settings overrides each once saved): see docs/decisions.md.
  /** The seller's legal name on invoices; default SHOP_NAME. */
  SHOP_LEGAL_NAME: optionalText.refine((v) => v === undefined || v.length <= 120, {
    message: 'must be at most 120 characters',
  }),
  /** The shop's state: a GST state code ("29") or name ("Karnataka"); default: from SHOP_ADDRESS. */
  SHOP_STATE: optionalText.refine((v) => v === undefined || stateCodeFrom(v) !== null, {
    message: 'must be a state or union territory of India, or its GST code (e.g. 29 or Karnataka)',
  }),
  SHOP_GSTIN: optionalText
    .transform((v) => (v === undefined ? undefined : normalizeGstin(v)))
    .superRefine((v, ctx) => {
      const problem = v === undefined ? null : gstinProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** regular | composition | unregistered; default: regular with a GSTIN, else unregistered. */
  GST_SCHEME: z.enum(['regular', 'composition', 'unregistered']).optional(),
  SHOP_UPI_ID: optionalText.refine((v) => v === undefined || isVpa(v), {
    message: 'must be a UPI ID such as shopname@okaxis',
  }),
  SHOP_UPI_MERCHANT_CODE: optionalText.refine((v) => v === undefined || isMerchantCode(v), {
    message: 'must be the 4-digit merchant category code of a merchant UPI ID',
  }),
  /** Delivery charge in rupees (0: free delivery). */
  DELIVERY_FEE: rupees('0'),
  /** Orders above this many rupees are delivered free; unset: never free. */
  FREE_DELIVERY_ABOVE: rupees(undefined),
  /** When the shopper is asked to pay: `order` (at once) or `confirmed` (after the shop confirms). */
  PAYMENT_ASKED: z.enum(['order', 'confirmed']).default('order'),
  HERO_VIDEO: z.string().trim().default('/demo/hero.mp4'),
  HERO_POSTER: z.string().trim().default('/demo/hero-poster.jpg'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** How long a CDN or reverse proxy may keep a public page or feed (s-maxage), in seconds. */
  CDN_MAX_AGE: z.coerce.number().int().min(0).max(86_400).default(5),
  /** How long after that it may still serve the old copy while it fetches a new one. */
  CDN_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).max(604_800).default(60),
  /** The proxies allowed to name the client (X-Forwarded-For): none by default. */
  TRUSTED_PROXIES: z
    .string()
    .trim()
    .default('')
    .superRefine((value, ctx) => {
      try {
        trustedProxies(value);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `${error instanceof Error ? error.message : 'invalid'} (use addresses or CIDRs separated by commas, loopback, or a hop count such as 1)`,
        });
      }
    }),
  /** The in-process page cache (on unless VERCEL is set: there the CDN keeps pages instead). */
  PAGE_CACHE: booleanFlag(true),
  /** Set by Vercel on its servers: no loopback server, and the platform names the client. */
  VERCEL: booleanFlag(false),
  /** The daily automatic backup (off with false; `npm run backup` and the admin page still work). */
  BACKUPS: booleanFlag(true),
  /** Where backups are written; default DATA_DIR/backups. */
  BACKUP_DIR: optionalText,
  /** When the daily backup runs, in the shop's time (Asia/Kolkata). */
  BACKUP_TIME: z
    .string()
    .trim()
    .default('02:30')
    .refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), {
      message: 'must be a time of day such as 02:30 (24-hour, the shop’s time)',
    }),
});

type Parsed = z.infer<typeof schema>;

export interface Env extends Omit<Parsed, 'AUTH_SECRET' | 'DATA_DIR' | 'BACKUP_DIR'> {
  AUTH_SECRET: string;
  /** Where AUTH_SECRET came from: the environment, or made once and kept in DATA_DIR. */
  AUTH_SECRET_SOURCE: 'env' | 'data-dir';
  DATA_DIR: string;
  /** Absolute; DATA_DIR/backups unless set. */
  BACKUP_DIR: string;
  /** How the app is reached, for absolute URLs when no request is at hand. */
  PUBLIC_URL: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment; a bad value stops start-up with a message naming the variable. */
export function readEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    PUBLIC_URL: parsed.PUBLIC_URL,
    DATA_DIR: dataDir,
    BACKUP_DIR: path.resolve(parsed.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    AUTH_SECRET: parsed.AUTH_SECRET || persistedSecret(dataDir),
    AUTH_SECRET_SOURCE: parsed.AUTH_SECRET ? 'env' : 'data-dir',
  };
}

/** With no AUTH_SECRET the app makes one once and keeps it beside its data. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: fall through and create it
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // another process created it a moment ago: use theirs
    return readFileSync(file, 'utf8').trim();
  }
}
