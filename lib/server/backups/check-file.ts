import 'server-only';
// Everything a restore checks before it touches anything: every part against the manifest
// (size, rows, sha256), then whether this version of the app can read it at all.
import { appIdentity, isNewerVersion } from './app-version';
import { BACKUP_FORMAT_VERSION, type Manifest } from './manifest';
import { levelProblem } from './migrations';
import { BackupFileError, partsProblem, walkArchive } from './read-archive';

export async function checkBackupFile(file: string): Promise<Manifest> {
  const { manifest, parts } = await walkArchive(file);
  const problem = partsProblem(file, manifest, parts);
  if (problem) throw new BackupFileError(problem);
  const ours = await appIdentity();
  if (
    manifest.formatVersion > BACKUP_FORMAT_VERSION ||
    isNewerVersion(manifest.app.version, ours.version)
  ) {
    throw new BackupFileError(
      `${file} was made by a newer version of the shop (${manifest.app.version}; this is ${ours.version}): update the app, then restore.`,
    );
  }
  const level = await levelProblem(manifest.migrations);
  if (level) throw new BackupFileError(`${file} cannot be restored here: ${level}.`);
  return manifest;
}
