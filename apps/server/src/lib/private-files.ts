import { chmod, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR holds the database, the pictures and mails with codes in them: only the server's own account may open
 * any of it, folders 0700 and files 0600 (decision 039).
 */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The permission bits of the group and of everyone else. */
const SHARED_BITS = 0o077;

/**
 * Files and folders this process makes from now on are its own account's only, whatever mode their maker asks
 * for (Node's own default is 0666 and 0777). First thing in the server and in each command-line tool. It cannot
 * stop a chmod: the embedded database's file layer sets 0666 on files it copies in, which `createPglite` narrows.
 */
export function keepNewFilesPrivate() {
  process.umask(SHARED_BITS);
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Takes the group's and everyone else's permissions off `folder` and everything under it: folders become 0700
 * and files 0600 (less when the owner had less). Symbolic links inside are not followed, nor are other file
 * systems mounted inside (a shared volume or an object store at DATA_DIR/uploads: only the folder it is mounted
 * on is narrowed, its contents could be millions of requests away). Answers what it could not change (a mount
 * that refuses chmod, a file of another account); a folder that is not there is no error.
 */
export async function makePrivateTree(folder: string): Promise<string[]> {
  const refused: string[] = [];
  const presentOrUndefined = (error: unknown) => {
    if (errorCode(error) === 'ENOENT') return undefined; // removed meanwhile
    throw error;
  };
  const narrow = async (file: string, mode: number) => {
    if ((mode & SHARED_BITS) === 0) return;
    try {
      await chmod(file, mode & 0o777 & ~SHARED_BITS);
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') refused.push(file);
    }
  };
  const top = await stat(folder).catch(presentOrUndefined);
  if (!top) return refused;
  await narrow(folder, top.mode);
  const visit = async (current: string) => {
    const entries = await readdir(current, { withFileTypes: true }).catch(presentOrUndefined);
    for (const entry of entries ?? []) {
      if (entry.isSymbolicLink()) continue;
      const file = path.join(current, entry.name);
      const stats = await lstat(file).catch(presentOrUndefined);
      if (!stats) continue;
      await narrow(file, stats.mode);
      if (stats.isDirectory() && stats.dev === top.dev) await visit(file);
    }
  };
  if (top.isDirectory()) await visit(folder);
  return refused;
}

/**
 * Makes DATA_DIR, or narrows an existing one made by an earlier version (which left the embedded database's
 * files readable and writable by every local account): the folder 0700, everything in it as `makePrivateTree`.
 */
export async function makeDataDirPrivate(dataDir: string): Promise<string[]> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  return makePrivateTree(dataDir);
}
