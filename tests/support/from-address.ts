// Requests from a chosen local address (127.0.0.2, 127.0.0.3, …: all loopback on Linux), so a
// test can stand in for several clients with distinct socket addresses on one machine.
import { request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export function requestFrom(
  from: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? (body ? 'POST' : 'GET'),
        localAddress: from,
        headers: {
          ...(body && { 'content-type': 'application/json' }),
          ...init.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
