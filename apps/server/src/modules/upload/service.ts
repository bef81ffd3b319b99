import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../lib/app-error';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The picture types accepted, recognised by their first bytes, never by name or declared type. */
export function pictureExtension(bytes: Buffer): 'png' | 'jpg' | 'gif' | 'webp' | undefined {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

/** Stores a picture under a generated name in DATA_DIR/uploads and answers its public URL. */
export async function storePicture(dataDir: string, bytes: Buffer): Promise<{ url: string }> {
  const extension = pictureExtension(bytes);
  if (!extension) throw new AppError('msg.upload_type');
  const folder = path.join(dataDir, 'uploads');
  await mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await writeFile(path.join(folder, name), bytes, { flag: 'wx' });
  return { url: `/uploads/${name}` };
}
