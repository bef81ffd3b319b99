import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** The embedded database's folder in DATA_DIR (openDatabase's). */
export const databaseFolderOf = (dataDir: string) => path.join(dataDir, 'db');

/** Whether a folder holds a PostgreSQL data directory (PG_VERSION is its first file). */
export const holdsDatabase = (folder: string) => existsSync(path.join(folder, 'PG_VERSION'));

/**
 * Whether some process has the database open, or had when it ended without closing it: PGlite writes
 * postmaster.pid on opening and removes it on closing (its pid is not a real process's, so it proves nothing
 * more).
 */
export const lookedOpen = (folder: string) => existsSync(path.join(folder, 'postmaster.pid'));

/** Whether a folder is missing or empty. */
export async function isEmptyFolder(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Whether `file` is `folder` or anything under it. */
export function isWithin(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}
