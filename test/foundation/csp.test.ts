import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, parseCsp } from '@main/csp';

const indexHtml = readFileSync(fileURLToPath(new URL('../../src/renderer/index.html', import.meta.url)), 'utf8');

function metaPolicy(html: string): string | undefined {
  const tag = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/i.exec(html);
  return tag?.[1];
}

const LOCAL_SOURCES = new Set(["'self'", "'none'", 'data:', 'blob:', 'ws://127.0.0.1:*', 'ws://localhost:*']);

describe('content security policy', () => {
  const directives = parseCsp(CONTENT_SECURITY_POLICY);

  it('index.html carries exactly the policy the main process sends', () => {
    expect(metaPolicy(indexHtml)).toBe(CONTENT_SECURITY_POLICY);
  });

  it('allows scripts only from our own files: no inline script, no eval', () => {
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toContain("'unsafe-eval'");
    expect(CONTENT_SECURITY_POLICY).not.toContain("'wasm-unsafe-eval'");
  });

  it('allows inline styles only, since Pixi and layout code set style attributes', () => {
    for (const [name, sources] of directives) {
      if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'");
    }
  });

  it('names no remote origin: only self, data:, blob: and local WebSockets', () => {
    for (const [name, sources] of directives) {
      for (const source of sources) {
        const allowed = LOCAL_SOURCES.has(source) || source === "'unsafe-inline'";
        expect(allowed, `${name} ${source}`).toBe(true);
      }
    }
  });

  it('shuts plugins, base rewriting and form posts', () => {
    for (const name of ['object-src', 'base-uri', 'form-action']) {
      expect(directives.get(name), name).toEqual(["'none'"]);
    }
  });

  it('uses no header-only directive, which the meta copy would report as a console error', () => {
    for (const name of ['frame-ancestors', 'report-uri', 'report-to', 'sandbox']) {
      expect(directives.has(name), name).toBe(false);
    }
  });
});
