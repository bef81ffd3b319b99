import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** The folder of uploaded pictures in DATA_DIR (the static route serves it under /uploads/). */
export const uploadsFolderOf = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * Every regular file under the uploads folder, as paths relative to it with `/` between folders; none when the
 * folder does not exist.
 */
export async function listUploads(folder: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(folder, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The file under the uploads folder an upload's URL (`/uploads/NAME`) names, or undefined for another URL. */
export function uploadFileOf(url: string): string | undefined {
  const name = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
  return isSafeRelativePath(name) ? name : undefined;
}

/** A relative path that stays inside its folder: no empty, `.` or `..` part, no leading `/`, no backslash. */
export function isSafeRelativePath(name: string): boolean {
  if (name === '' || name.includes('\\') || name.includes('\0')) return false;
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}
