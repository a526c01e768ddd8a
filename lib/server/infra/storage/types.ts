/** Where product images live. The database keeps only the key a driver returns. */
export interface StorageDriver {
  readonly name: 'local' | 'uploadthing';
  /** Stores the bytes and returns the key to keep. */
  save(data: Buffer, file: { contentType: string; extension: string }): Promise<string>;
  /** Removes a stored file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Site-relative path ("/media/…") or absolute https URL for a key. */
  url(key: string): string;
}
