/**
 * CSP directives for the renderer; Pixi runs with `pixi.js/unsafe-eval`, so scripts need only 'self'.
 * Only directives that also work in a meta tag: frame-ancestors there is ignored with a console error.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'", 'ws://127.0.0.1:*', 'ws://localhost:*'],
  'media-src': ["'self'", 'data:', 'blob:'],
  // Pixi v8 decodes images in workers it starts from blob: URLs.
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

/**
 * The policy of every refusal (401, 403, 404, 405, 421, 503): it allows nothing and names nothing, so a refused
 * caller learns no address or host name from it.
 */
export const REFUSAL_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Serialises directives into a Content-Security-Policy header value. */
export function serializeCsp(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The renderer's Content-Security-Policy; index.html carries the same string in a meta tag. */
export const CONTENT_SECURITY_POLICY = serializeCsp(CSP_DIRECTIVES);

/** Parses a CSP string back into directives, so tests can check each source. */
export function parseCsp(policy: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) result.set(name.toLowerCase(), sources);
  }
  return result;
}
