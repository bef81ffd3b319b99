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

/**
 * Pages: only the app's own scripts, styles inline (antd), pictures inline or from uploads, framed by itself.
 * Over TLS the browser is also told to use HTTPS only (HSTS) and to upgrade the page's own plain-HTTP links; over
 * plain HTTP those two would rewrite every script address to https and leave a white page.
 */
const documentOptions = (overTls: boolean): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'script-src': ["'self'"],
      'frame-ancestors': ["'self'"],
      'upgrade-insecure-requests': overTls ? [] : null,
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: overTls,
});

/**
 * JSON answers: the short set OWASP's REST guidance names, stricter where it matters (nothing may be loaded by
 * them or frame them) and lighter on the storefront's hottest path.
 */
const apiOptions = (overTls: boolean): Parameters<typeof helmet>[0] => ({
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
  strictTransportSecurity: overTls,
});

const OVER_TLS = { document: headersOf(documentOptions(true)), api: headersOf(apiOptions(true)) };
const OVER_PLAIN_HTTP = { document: headersOf(documentOptions(false)), api: headersOf(apiOptions(false)) };

/** The API's headers for an answer written before any request exists (client-error.ts): no HTTPS-only ones. */
export const apiHeaders = OVER_PLAIN_HTTP.api;

/**
 * The headers of one answer. `overTls`: the client reached us over HTTPS (directly, or through a trusted proxy
 * that says so), or the operator declared the site HTTPS-only (`HTTPS_ONLY`).
 */
export function securityHeadersFor(url: string, overTls: boolean): Headers {
  const set = overTls ? OVER_TLS : OVER_PLAIN_HTTP;
  return url.startsWith('/api/') && !url.startsWith('/api/docs') ? set.api : set.document;
}
