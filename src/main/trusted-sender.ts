import type { RendererLocation } from './renderer-location';

/**
 * True only for our own page: app://ligretto/index.html (any query or hash), or the dev server's origin in
 * development. file:// pages are never trusted: the window no longer loads from the disk.
 */
export function isTrustedSender(senderUrl: string, location: Pick<RendererLocation, 'appUrl' | 'devServerUrl'>): boolean {
  const sender = parseUrl(senderUrl);
  if (!sender) return false;
  const app = parseUrl(location.appUrl);
  // A custom scheme's URL has no origin in Node's URL ('null'), so its parts are compared one by one.
  if (app && sender.protocol === app.protocol)
    return sender.host === app.host && sender.pathname === app.pathname && sender.username === '' && sender.password === '';
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
