import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

type Headers = Record<string, string>;

/**
 * The headers a helmet configuration sets. They are the same on every answer (no nonces), so helmet runs once
 * here and each answer gets the result in one call; running helmet's middleware per request cost a sixth of
 * a cached catalog answer.
 */
function headersOf(options: Parameters<typeof helmet>[0]): Headers {
  const headers: Headers = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Pages: only the app's own scripts, styles inline (antd), pictures inline or from uploads, framed by itself. */
export const documentHeaders = headersOf({
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'script-src': ["'self'"],
      'frame-ancestors': ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * JSON answers: the short set OWASP's REST guidance names, stricter where it matters (nothing may be loaded by
 * them or frame them) and lighter on the storefront's hottest path.
 */
export const apiHeaders = headersOf({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

export const securityHeadersFor = (url: string) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs') ? apiHeaders : documentHeaders;
