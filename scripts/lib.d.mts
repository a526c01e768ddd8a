// Types for what TypeScript code takes from scripts/lib.mjs (the test servers).
export declare const KEEP_ALIVE_MS: number;

export interface ServerCommand {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

export declare function serverCommand(options: {
  port: number | string;
  hostname?: string;
  env?: Record<string, string | undefined>;
}): ServerCommand;
