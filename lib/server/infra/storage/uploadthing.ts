import { UTApi, UTFile } from 'uploadthing/server';
import type { StorageDriver } from '@/lib/server/infra/storage/types';
import { uploadThingAppId } from '@/lib/shared/image-remote-patterns';

/** The app id inside the token, which file URLs use; a token without one stops the start. */
export function appIdFromToken(token: string): string {
  const appId = uploadThingAppId(token);
  if (appId) return appId;
  throw new Error(
    'UPLOADTHING_TOKEN is not a valid UploadThing token (base64 JSON with an appId).',
  );
}

export function createUploadThingStorage(token: string): StorageDriver {
  const appId = appIdFromToken(token);
  const api = new UTApi({ token });
  return {
    name: 'uploadthing',
    async save(data, { contentType, extension }) {
      const file = new UTFile([new Uint8Array(data)], `product.${extension}`, {
        type: contentType,
      });
      const result = await api.uploadFiles(file);
      if (result.error || !result.data) {
        throw new Error(
          `UploadThing upload failed: ${result.error?.message ?? 'no data returned'}`,
        );
      }
      return result.data.key;
    },
    async remove(key) {
      const result = await api.deleteFiles(key);
      if (!result.success) throw new Error(`UploadThing could not delete ${key}`);
    },
    url(key) {
      return `https://${appId}.ufs.sh/f/${encodeURIComponent(key)}`;
    },
  };
}
