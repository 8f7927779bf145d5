/**
 * Finds a Chromium the browser tests and the benchmark can drive with playwright-core, on any machine.
 *
 * Order: `CHROMIUM_PATH`, then a system Chromium or Chrome (Linux, macOS and Windows paths), then
 * Playwright's own browser cache, and last the headless Chromium shipped inside the
 * `@sparticuz/chromium` npm package (Linux x64; unpacked once into the temp folder).
 */
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where a browser came from, for the logs and the README. */
export type BrowserSource = 'CHROMIUM_PATH' | 'system' | 'playwright-cache' | '@sparticuz/chromium';

/** A browser executable and the flags it needs. */
export interface FoundBrowser {
  readonly executablePath: string;
  readonly source: BrowserSource;
  /** Extra launch flags (the packaged Chromium needs SwiftShader switched on for WebGL). */
  readonly args: readonly string[];
}

/** Flags every launch gets: no sandbox (we run as root in CI) and no traffic to the outside. */
export const BASE_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Graphics flags for the packaged Chromium: WebGL through SwiftShader, with no GPU process of its own. */
const PACKAGED_ARGS: readonly string[] = [
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--in-process-gpu',
  '--no-zygote',
  '--font-render-hinting=none',
];

/** System install locations by platform, most specific first. */
export function systemCandidates(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string[] {
  if (platform === 'darwin') {
    return [
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      join(homedir(), 'Applications/Google Chrome.app/Contents/MacOS/Google Chrome'),
    ];
  }
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter((r): r is string => !!r);
    return roots.flatMap((r) => [
      join(r, 'Chromium', 'Application', 'chrome.exe'),
      join(r, 'Google', 'Chrome', 'Application', 'chrome.exe'),
    ]);
  }
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
    '/usr/lib/chromium/chromium',
  ];
}

/** Browsers Playwright downloaded into its cache (`npx playwright install`), newest revision first. */
export function playwrightCacheCandidates(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string[] {
  const cache =
    env.PLAYWRIGHT_BROWSERS_PATH ??
    (platform === 'darwin'
      ? join(homedir(), 'Library', 'Caches', 'ms-playwright')
      : platform === 'win32'
        ? join(env.LOCALAPPDATA ?? homedir(), 'ms-playwright')
        : join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'ms-playwright'));
  let dirs: string[];
  try {
    dirs = readdirSync(cache).filter((d) => /^chromium(_headless_shell)?-\d+$/.test(d));
  } catch {
    return [];
  }
  const revision = (d: string): number => Number(d.slice(d.lastIndexOf('-') + 1));
  dirs.sort((a, b) => revision(b) - revision(a));
  const inner: Record<string, string[]> = {
    linux: ['chrome-linux/chrome', 'chrome-linux/headless_shell', 'chrome-headless-shell-linux64/chrome-headless-shell'],
    darwin: ['chrome-mac/Chromium.app/Contents/MacOS/Chromium', 'chrome-mac/headless_shell'],
    win32: ['chrome-win/chrome.exe', 'chrome-win/headless_shell.exe'],
  };
  return dirs.flatMap((d) => (inner[platform] ?? inner.linux ?? []).map((p) => join(cache, d, p)));
}

/** The first existing browser that needs no unpacking, or null. */
export function findInstalledBrowser(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): FoundBrowser | null {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist`);
    return { executablePath: fromEnv, source: 'CHROMIUM_PATH', args: BASE_ARGS };
  }
  const system = systemCandidates(platform, env).find((p) => existsSync(p));
  if (system) return { executablePath: system, source: 'system', args: BASE_ARGS };
  const cached = playwrightCacheCandidates(platform, env).find((p) => existsSync(p));
  if (cached) return { executablePath: cached, source: 'playwright-cache', args: BASE_ARGS };
  return null;
}

/** Shape of the `@sparticuz/chromium` default export that we use. */
interface PackagedChromium {
  executablePath(input?: string): Promise<string>;
}

/**
 * A browser for this machine: an installed one, else the packaged Chromium unpacked into the temp
 * folder. Call it from one process at a time (the vitest global setup does), since unpacking writes
 * a shared file. Throws with every place it looked when there is none.
 */
export async function findBrowser(env: NodeJS.ProcessEnv = process.env): Promise<FoundBrowser> {
  const installed = findInstalledBrowser(env);
  if (installed) return installed;
  if (process.platform === 'linux' && process.arch === 'x64') {
    try {
      const mod = (await import('@sparticuz/chromium')) as { default: PackagedChromium };
      const executablePath = await mod.default.executablePath();
      return { executablePath, source: '@sparticuz/chromium', args: [...BASE_ARGS, ...PACKAGED_ARGS] };
    } catch (e) {
      throw new Error(`no Chromium found and @sparticuz/chromium did not unpack: ${e instanceof Error ? e.message : String(e)}`, {
        cause: e,
      });
    }
  }
  throw new Error(
    'no Chromium found: set CHROMIUM_PATH, install Chromium or Chrome, or run `npx playwright install chromium` ' +
      `(looked in ${[...systemCandidates(process.platform, env), ...playwrightCacheCandidates(process.platform, env)].join(', ')})`,
  );
}
