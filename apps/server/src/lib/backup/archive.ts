import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { extract, Header, Pax, type ReadEntry } from 'tar';
import { BackupRefused } from './refusal';

/** One file of an archive, its bytes in memory (a picture is at most 5 MB; the database's folder is one dump). */
export type ArchiveEntry = { name: string; bytes: Buffer; mtime: Date; mode: number };

const BLOCK_BYTES = 512;

/**
 * The tar stream of the entries, written by hand with node-tar's headers: each entry's size is that of the bytes
 * that follow it, whatever happens to the file it was read from meanwhile (tar.create reads a file's size and
 * its bytes at two moments).
 */
async function* tarStream(entries: AsyncIterable<ArchiveEntry>) {
  for await (const entry of entries) {
    const fields = { path: entry.name, mode: entry.mode, size: entry.bytes.length, mtime: entry.mtime };
    const header = new Header({ ...fields, type: 'File' });
    const block = Buffer.alloc(BLOCK_BYTES);
    // A name longer than the header's fields goes first in a PAX extended header.
    if (header.encode(block, 0)) yield new Pax(fields).encode();
    yield block;
    yield entry.bytes;
    const padding = (BLOCK_BYTES - (entry.bytes.length % BLOCK_BYTES)) % BLOCK_BYTES;
    if (padding > 0) yield Buffer.alloc(padding);
  }
  yield Buffer.alloc(2 * BLOCK_BYTES); // the end of the archive
}

/**
 * Writes a .tar.gz of the entries to `file`, readable by its owner only (it holds the shoppers' data and
 * password hashes). The archive is written beside it under a temporary name, flushed to disk and then renamed
 * over `file`: a failed backup never leaves half an archive under that name, nor harms an older one there.
 */
export async function writeArchive(file: string, entries: AsyncIterable<ArchiveEntry>): Promise<number> {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial-${process.pid}`);
  try {
    await pipeline(
      Readable.from(tarStream(entries)),
      createGzip(),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    const handle = await open(partial, 'r');
    let bytes: number;
    try {
      await handle.sync();
      bytes = (await handle.stat()).size;
    } finally {
      await handle.close();
    }
    await rename(partial, file);
    const folder = await open(path.dirname(file), 'r');
    await folder.sync().finally(() => folder.close()); // the rename itself, on disk
    return bytes;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Extracts an archive into the empty folder `into`, file entries only and only those `accept` takes (anything
 * else, or a damaged archive, is refused: nothing is written outside `into`). Answers the names extracted.
 */
export async function extractArchive(
  file: string,
  into: string,
  accept: (name: string) => boolean,
): Promise<string[]> {
  const extracted: string[] = [];
  const refused: string[] = [];
  try {
    await extract({
      file,
      cwd: into,
      strict: true,
      preserveOwner: false,
      filter: (name, entry) => {
        const ok = (entry as ReadEntry).type === 'File' && accept(name);
        (ok ? extracted : refused).push(name);
        return ok;
      },
    });
  } catch (error) {
    throw new BackupRefused(`not a readable backup archive (${(error as Error).message})`);
  }
  if (refused.length > 0) {
    throw new BackupRefused(`not a storefront backup: unexpected entries ${refused.slice(0, 5).join(', ')}`);
  }
  return extracted;
}
