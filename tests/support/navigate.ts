// A browser-like page load for tests: node:http, because fetch always sends
// Sec-Fetch-Mode: cors (which the page cache rightly treats as a client-side navigation) and
// ignores a Host header.
import { request } from 'node:http';

export const NAVIGATION: Record<string, string> = {
  'sec-fetch-mode': 'navigate',
  accept: 'text/html,*/*;q=0.8',
};

export interface PageAnswer {
  status: number;
  /** x-page-cache: hit, miss or pass; null when the page cache did not take the request. */
  cache: string | null;
  html: string;
  type: string;
  csp: string;
  location: string | null;
  headers: Record<string, string | string[] | undefined>;
}

export function navigate(
  url: string,
  headers: Record<string, string> = NAVIGATION,
  method = 'GET',
): Promise<PageAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          cache: (res.headers['x-page-cache'] as string | undefined) ?? null,
          html: Buffer.concat(chunks).toString('utf8'),
          type: res.headers['content-type'] ?? '',
          csp: (res.headers['content-security-policy'] as string | undefined) ?? '',
          location: res.headers.location ?? null,
          headers: res.headers,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
