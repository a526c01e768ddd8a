import 'server-only';
import { readEnv, type Env } from '@/lib/server/infra/env-core';

export type { Env };

let cached: Env | undefined;

/** The validated configuration. Nothing else in the app reads process.env. */
export function env(): Env {
  cached ??= readEnv(process.env);
  return cached;
}
