import type { RendererLocation } from './renderer-location';

/** True only for our own page: the built index.html file, or the dev server's origin in development. */
export function isTrustedSender(senderUrl: string, location: Pick<RendererLocation, 'indexFileUrl' | 'devServerUrl'>): boolean {
  const sender = parseUrl(senderUrl);
  if (!sender) return false;
  if (sender.protocol === 'file:') {
    const index = parseUrl(location.indexFileUrl);
    return index !== undefined && sender.host === '' && sender.pathname === index.pathname;
  }
  if (!location.devServerUrl) return false;
  const dev = parseUrl(location.devServerUrl);
  return dev !== undefined && (dev.protocol === 'http:' || dev.protocol === 'https:') && sender.origin === dev.origin;
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
