// What a backup file says about itself (manifest.json, the archive's last entry): which app and
// database level wrote it, every table with its columns, row count and checksum, the sequences'
// values, and every image with its size and checksum. A restore believes nothing it cannot check
// against this, and refuses the file when any part disagrees.
import { z } from 'zod';

export const BACKUP_FORMAT = 'shop-backup';
/** Raised when the file layout changes in a way an older restore could not read. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';

const sha256 = z.string().regex(/^[a-f0-9]{64}$/);
const count = z.number().int().min(0);
/** Names come from the database's catalogue; nothing else may become a path or an identifier. */
const identifier = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

const part = z.object({ file: z.string().min(1).max(200), bytes: count, sha256 });

export const tableSchema = part.extend({
  name: identifier,
  /** Written and restored in this order (generated columns are left to the database). */
  columns: z.array(identifier).min(1),
  /** The rows' order in the file: the primary key (every column when there is none). */
  orderBy: z.array(identifier).min(1),
  /** A column GENERATED ALWAYS AS IDENTITY needs OVERRIDING SYSTEM VALUE to be restored. */
  identityAlways: z.boolean(),
  rows: count,
});

export const imageSchema = part.extend({
  key: z.string().regex(/^[a-f0-9-]{36}\.(jpg|webp|png)$/),
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  app: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
  /** The migrations applied to the database, by their tags in db/migrations, oldest first. */
  migrations: z.array(z.string().max(200)),
  /** Tables in the order they load (a table after every table it refers to). */
  tables: z.array(tableSchema),
  sequences: z.array(z.object({ table: identifier, column: identifier, value: count })),
  images: z.object({
    /** Where the shop kept its images: only local files are inside the backup. */
    storage: z.enum(['local', 'uploadthing']),
    files: z.array(imageSchema),
    /** Images a row names that were not on disk when the backup was taken. */
    missing: z.array(z.string().max(200)),
    /** Images kept at UploadThing (their keys): they stay there, only the rows are here. */
    remote: count,
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableEntry = z.infer<typeof tableSchema>;
export type ImageEntry = z.infer<typeof imageSchema>;

/** "db/orders.tsv" and "images/<key>": the only paths a backup may hold besides the manifest. */
export const tableFile = (table: string) => `db/${table}.tsv`;
export const imageFile = (key: string) => `images/${key}`;
