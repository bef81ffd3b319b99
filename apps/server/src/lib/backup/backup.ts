import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { createPglite } from '../../db/client';
import { type ArchiveEntry, writeArchive } from './archive';
import { dumpFromServer } from './ask-server';
import { dumpEmbedded } from './dump';
import { databaseFolderOf, holdsDatabase, isWithin, lookedOpen } from './embedded-folder';
import { openDump, type RowCounts } from './facts';
import { maintenanceSocketOf } from './maintenance-socket';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  type Manifest,
  UPLOADS_FOLDER,
} from './manifest';
import { BackupRefused } from './refusal';
import { listUploads, uploadFileOf, uploadsFolderOf } from './uploads-folder';

type TakenFrom = Manifest['taken_from'];

/**
 * The database's dump: from the running server through its maintenance socket, or, when no server listens there,
 * by opening the folder itself. A folder that looks open while no server answers is left alone: a server of a
 * version without the socket may be running on it, and a second process would corrupt it.
 */
async function takeDump(dataDir: string): Promise<{ dump: Buffer; takenFrom: TakenFrom }> {
  const socket = maintenanceSocketOf(dataDir);
  const fromServer = socket ? await dumpFromServer(socket) : undefined;
  if (fromServer) return { dump: fromServer, takenFrom: 'running server' };
  const folder = databaseFolderOf(dataDir);
  if (!holdsDatabase(folder)) throw new BackupRefused(`no embedded database in ${folder}`);
  // A socket file nobody answers on was left by a server of this version that ended without closing.
  const crashed = socket !== undefined && existsSync(socket);
  if (lookedOpen(folder) && !crashed) {
    throw new BackupRefused(
      `${folder} looks open (postmaster.pid) but no server answers on DATA_DIR/maintenance.sock: ` +
        'stop the server using it and try again (after a crash, start and stop the server once)',
    );
  }
  const client = await createPglite({ dataDir: folder });
  try {
    return { dump: await dumpEmbedded(client), takenFrom: 'stopped server' };
  } finally {
    await client.close();
  }
}

/** A file's bytes and time, or undefined when it is gone. */
async function readIfPresent(file: string): Promise<{ bytes: Buffer; mtime: Date } | undefined> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return { mtime: (await handle.stat()).mtime, bytes: await handle.readFile() };
  } finally {
    await handle.close();
  }
}

export type BackupResult = {
  file: string;
  bytes: number;
  takenFrom: TakenFrom;
  rows: RowCounts;
  uploadFiles: number;
  /** Files the uploads table names that the folder did not hold. */
  missingUploads: string[];
};

/**
 * Writes a backup of the embedded database and its pictures to `file` (docs/deploy.md, Backups).
 *
 * The pictures are listed after the dump, and a picture's file is written before its uploads row is inserted
 * (storePicture, then recordUpload) and never removed once recorded: every file a dumped row names is in the
 * listing. Files uploaded after the dump come along unnamed, which is harmless.
 */
export async function backUpEmbedded(options: { dataDir: string; file: string }): Promise<BackupResult> {
  const { dataDir } = options;
  const file = path.resolve(options.file);
  if (isWithin(dataDir, file)) {
    throw new BackupRefused('keep backups outside DATA_DIR: one inside would be lost with it');
  }
  const folderOfFile = await stat(path.dirname(file)).catch(() => undefined);
  if (!folderOfFile?.isDirectory()) throw new BackupRefused(`no folder ${path.dirname(file)} to write to`);

  const { dump, takenFrom } = await takeDump(dataDir);
  // The dump is opened before anything is written: a backup that would not restore is never made.
  const facts = await openDump(dump);
  const uploadsFolder = uploadsFolderOf(dataDir);
  const files = await listUploads(uploadsFolder);
  const listed = new Set(files);
  const named = new Set(facts.uploadUrls.map((url) => uploadFileOf(url) ?? url));
  const missingUploads = [...named].filter((name) => !listed.has(name));
  const createdAt = new Date();
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    created_at: createdAt.toISOString(),
    taken_from: takenFrom,
    database: {
      bytes: dump.length,
      sha256: createHash('sha256').update(dump).digest('hex'),
      migrations: facts.migrations,
      rows: facts.rows,
    },
    uploads: { recorded: facts.uploadUrls.length, missing: missingUploads },
  };

  let uploadFiles = 0;
  async function* entries(): AsyncGenerator<ArchiveEntry> {
    const own = { mtime: createdAt, mode: 0o600 };
    yield { name: MANIFEST_ENTRY, bytes: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), ...own };
    yield { name: DATABASE_ENTRY, bytes: dump, ...own };
    for (const name of files) {
      const read = await readIfPresent(path.join(uploadsFolder, name));
      // An unnamed file may go (a picture whose storing failed is removed); a recorded one never does.
      if (!read && named.has(name))
        throw new Error(`${UPLOADS_FOLDER}/${name} disappeared during the backup`);
      if (!read) continue;
      uploadFiles += 1;
      yield { name: `${UPLOADS_FOLDER}/${name}`, bytes: read.bytes, mtime: read.mtime, mode: 0o644 };
    }
  }
  const bytes = await writeArchive(file, entries());
  return { file, bytes, takenFrom, rows: facts.rows, uploadFiles, missingUploads };
}
