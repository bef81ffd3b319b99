import type { FastifyInstance } from 'fastify';
import { multipartPicture } from './security-support';

/** A 1×1 PNG: the smallest picture the upload route accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Uploads a tiny picture as the shopper (or, with `operator` or `seller`, through the console or the seller
 * centre) and answers its URL: the only kind of URL a shopper may cite as evidence is one they uploaded themselves.
 */
export async function uploadPicture(
  app: FastifyInstance,
  token: string,
  as: 'shopper' | 'operator' | 'seller' = 'shopper',
) {
  const { headers, payload } = multipartPicture(TINY_PNG);
  const url = { shopper: '/api/common/upload', operator: '/api/admin/upload', seller: '/api/seller/upload' }[
    as
  ];
  const response = await app.inject({
    method: 'POST',
    url: `${url}?lang=en`,
    headers: { ...headers, token },
    payload,
  });
  const body = response.json() as { code: number; msg: string; data: { url: string } };
  if (body.code !== 1) throw new Error(`upload failed: ${body.msg}`);
  return body.data.url;
}
