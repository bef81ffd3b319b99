import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import journal from '../../db/migrations/meta/_journal.json' with { type: 'json' };
import { makePrivateTree, PRIVATE_FOLDER_MODE } from '../private-files';
import { extractArchive } from './archive';
import { serverAnswers } from './ask-server';
import { databaseFolderOf, isEmptyFolder, isWithin } from './embedded-folder';
import { COUNTED_TABLES, type DatabaseFacts, openDump, type RowCounts } from './facts';
import { maintenanceSocketOf } from './maintenance-socket';
import { DATABASE_ENTRY, type Manifest, MANIFEST_ENTRY, parseManifest, UPLOADS_FOLDER } from './manifest';
import { BackupRefused } from './refusal';
import { isSafeRelativePath, listUploads, uploadFileOf, uploadsFolderOf } from './uploads-folder';

/** Refuses a DATA_DIR a server runs on, or that holds a database or pictures already: nothing is overwritten. */
async function assertFreshDataDir(dataDir: string) {
  const socket = maintenanceSocketOf(dataDir);
  if (socket && (await serverAnswers(socket))) {
    throw new BackupRefused(`a server is running on ${dataDir}: restore into a new DATA_DIR, never under it`);
  }
  for (const [folder, what] of [
    [databaseFolderOf(dataDir), 'a database'],
    [uploadsFolderOf(dataDir), 'uploaded pictures'],
  ] as const) {
    if (!(await isEmptyFolder(folder))) {
      throw new BackupRefused(
        `${folder} already holds ${what}: restore into a new DATA_DIR (or move db/ and uploads/ away first)`,
      );
    }
  }
}

const acceptEntry = (name: string) =>
  name === MANIFEST_ENTRY ||
  name === DATABASE_ENTRY ||
  (name.startsWith(`${UPLOADS_FOLDER}/`) && isSafeRelativePath(name.slice(UPLOADS_FOLDER.length + 1)));

/** Refuses an archive whose database has migrations this version does not know (made by a newer one). */
function assertKnownMigrations(manifest: Manifest) {
  const latest = Math.max(...journal.entries.map((entry) => entry.when));
  if (manifest.database.migrations.last > latest) {
    throw new BackupRefused(
      'the backup was made by a newer version of the storefront (its database has migrations this one lacks): ' +
        'restore it with that version or a later one',
    );
  }
}

async function readDump(staging: string, manifest: Manifest): Promise<Buffer> {
  const file = path.join(staging, DATABASE_ENTRY);
  if (!existsSync(file)) throw new BackupRefused(`not a storefront backup: no ${DATABASE_ENTRY}`);
  const dump = await readFile(file);
  const sha256 = createHash('sha256').update(dump).digest('hex');
  if (dump.length !== manifest.database.bytes || sha256 !== manifest.database.sha256) {
    throw new BackupRefused(
      `${DATABASE_ENTRY} is not the one the manifest describes: the archive is damaged`,
    );
  }
  return dump;
}

/** Refuses a loaded database whose rows or pictures are not those the manifest recorded. */
async function assertAsRecorded(facts: DatabaseFacts, manifest: Manifest, uploadsFolder: string) {
  const differences = COUNTED_TABLES.filter(
    (table) => facts.rows[table] !== manifest.database.rows[table],
  ).map((table) => `${table}: ${facts.rows[table]} rows, the manifest says ${manifest.database.rows[table]}`);
  if (facts.migrations.count !== manifest.database.migrations.count) differences.push('migrations differ');
  const present = new Set(await listUploads(uploadsFolder));
  const missing = new Set(manifest.uploads.missing);
  for (const url of facts.uploadUrls) {
    const name = uploadFileOf(url) ?? url;
    if (!present.has(name) && !missing.has(name)) differences.push(`no file for the upload ${url}`);
  }
  if (differences.length > 0) {
    throw new BackupRefused(`the restored data is not what was backed up:\n  ${differences.join('\n  ')}`);
  }
}

/** Moves the restored folders into DATA_DIR, all or none. */
async function moveInto(staging: string, dataDir: string) {
  const moves: [string, string][] = [
    [path.join(staging, 'db'), databaseFolderOf(dataDir)],
    [path.join(staging, UPLOADS_FOLDER), uploadsFolderOf(dataDir)],
  ];
  const done: [string, string][] = [];
  try {
    // rename() replaces a missing or empty folder, never a full one.
    for (const [from, to] of moves.filter(([from]) => existsSync(from))) {
      await rename(from, to);
      done.push([from, to]);
    }
  } catch (error) {
    for (const [from, to] of done.reverse()) await rename(to, from).catch(() => undefined);
    throw error;
  }
}

export type RestoreResult = {
  dataDir: string;
  createdAt: string;
  takenFrom: Manifest['taken_from'];
  rows: RowCounts;
  uploadFiles: number;
  missingUploads: string[];
};

/**
 * Restores a backup (backUpEmbedded's archive) into DATA_DIR, which must hold no database and no pictures and
 * have no server running on it. Everything is unpacked, loaded and checked against the manifest in a folder of
 * its own inside DATA_DIR, and moved into place only when all of it holds: a refused or failed restore leaves
 * DATA_DIR as it was.
 */
export async function restoreEmbedded(options: { dataDir: string; file: string }): Promise<RestoreResult> {
  const { dataDir } = options;
  const file = path.resolve(options.file);
  if (!(await stat(file).catch(() => undefined))?.isFile()) throw new BackupRefused(`no backup file ${file}`);
  await assertFreshDataDir(dataDir);
  const created = await mkdir(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const staging = await mkdtemp(path.join(dataDir, '.restore-'));
  let restored = false;
  try {
    const names = await extractArchive(file, staging, acceptEntry);
    if (!names.includes(MANIFEST_ENTRY))
      throw new BackupRefused(`not a storefront backup: no ${MANIFEST_ENTRY}`);
    const manifest = parseManifest(await readFile(path.join(staging, MANIFEST_ENTRY), 'utf8'));
    assertKnownMigrations(manifest);
    const dump = await readDump(staging, manifest);
    let facts: DatabaseFacts;
    try {
      facts = await openDump(dump, path.join(staging, 'db'));
    } catch (error) {
      throw new BackupRefused(`the database in the archive does not open: ${(error as Error).message}`);
    }
    const uploadsFolder = path.join(staging, UPLOADS_FOLDER);
    await assertAsRecorded(facts, manifest, uploadsFolder);
    const uploadFiles = (await listUploads(uploadsFolder)).length;
    await assertFreshDataDir(dataDir); // again: a server may have been started meanwhile
    await moveInto(staging, dataDir);
    restored = true;
    // The database and the pictures are the server's account's alone, as the server keeps them (decision 039).
    await makePrivateTree(dataDir);
    return {
      dataDir,
      createdAt: manifest.created_at,
      takenFrom: manifest.taken_from,
      rows: facts.rows,
      uploadFiles,
      missingUploads: manifest.uploads.missing,
    };
  } finally {
    // Retried: a damaged archive fails the extraction while the unpacker may still be closing a file it wrote
    // into the staging folder, and removing the folder then meets it (ENOTEMPTY, seen under Node 24).
    await rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
    if (!restored && created) await removeEmptyFolders(dataDir, created);
  }
}

/** Removes the folders a refused restore made, from `folder` up to `top`, as far as they are empty. */
async function removeEmptyFolders(folder: string, top: string) {
  for (let current = folder; isWithin(top, current); current = path.dirname(current)) {
    try {
      await rmdir(current);
    } catch {
      return; // not empty: something else is there
    }
  }
}
