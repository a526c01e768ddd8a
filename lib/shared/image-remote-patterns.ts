// Which remote images the image optimiser (/_next/image) may fetch: only this shop's own
// UploadThing files. next.config.ts calls this when Next loads the config: at `next build` and
// again when the server starts (`next start`), and the optimiser uses the start-time answer, so
// UPLOADTHING_TOKEN must be set in the server's environment. Plain code: next.config.ts loads
// it outside the app's bundles.

export interface ImageRemotePattern {
  protocol: 'https';
  hostname: string;
  pathname: string;
}

/**
 * The app id inside an UploadThing token (base64 JSON {apiKey, appId, regions}), for these
 * patterns and the storage driver's file URLs; undefined for a missing or unreadable token.
 */
export function uploadThingAppId(token: string | undefined): string | undefined {
  const text = token?.trim();
  if (!text) return undefined;
  try {
    const { appId } = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as {
      appId?: unknown;
    };
    return typeof appId === 'string' && /^[a-z0-9]+$/i.test(appId) ? appId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The storage driver serves every photo as https://{appId}.ufs.sh/f/{key} (it builds the URL
 * from the stored key, never from an UploadThing answer, so the older utfs.io forms never
 * occur). Any other host, another app's *.ufs.sh included, is refused with 400: a wildcard
 * would let anyone make this server download any UploadThing customer's files.
 */
export function imageRemotePatterns(token: string | undefined): ImageRemotePattern[] {
  const appId = uploadThingAppId(token);
  if (!appId) return [];
  // URL parsing lowercases host names; the pattern is compared with the parsed one.
  return [{ protocol: 'https', hostname: `${appId.toLowerCase()}.ufs.sh`, pathname: '/f/**' }];
}
