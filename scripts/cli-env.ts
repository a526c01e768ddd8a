// Loads .env files the way `next start` does, so scripts see the same configuration.
import nextEnv from '@next/env';

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
