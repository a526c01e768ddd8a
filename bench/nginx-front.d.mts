// Types for the test that imports bench/nginx-front.mjs.
export function hasNginx(): boolean;

export interface NginxFront {
  url: string;
  errors: () => string;
  stop(): void;
}

export function startNginxFront(
  dir: string,
  port: number,
  upstreams: string[],
  options?: { cache?: boolean },
): Promise<NginxFront>;
