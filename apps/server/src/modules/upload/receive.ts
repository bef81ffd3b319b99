import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { storePicture } from './service';

/** Reads the one picture of a multipart request (field `file`) and stores it; shoppers and operators alike. */
export async function receivePicture(request: FastifyRequest, dataDir: string) {
  const file = request.isMultipart() ? await request.file() : undefined;
  if (!file) throw new AppError('msg.upload_missing');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('msg.upload_too_large');
    throw error;
  }
  // The parser stops at the limit and throws the rest away; when the limit falls between two of its chunks,
  // toBuffer answers the first 5 MB without an error. A cut picture is refused whole, never stored.
  if (file.file.truncated) throw new AppError('msg.upload_too_large');
  return storePicture(dataDir, bytes);
}
