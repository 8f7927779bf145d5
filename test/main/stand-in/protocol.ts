/** What the Electron stand-in reports to the test (one record per call or event) and what the test tells it to do. */

/** How the stand-in's pages behave when loaded. */
export type Scenario = 'normal' | 'crash-on-load' | 'fail-load';

/** One thing the main process did to the stand-in, or one stderr line it logged, in order. */
export type StandInRecord =
  | { readonly kind: 'single-instance-lock' }
  | { readonly kind: 'enable-sandbox'; readonly ready: boolean }
  | { readonly kind: 'when-ready' }
  | { readonly kind: 'ready'; readonly listeners: readonly string[] }
  | { readonly kind: 'get-path'; readonly name: string }
  | { readonly kind: 'csp-hook' }
  | { readonly kind: 'schemes-privileged'; readonly schemes: readonly unknown[]; readonly ready: boolean }
  | { readonly kind: 'protocol-handle'; readonly scheme: string; readonly ready: boolean }
  | {
      readonly kind: 'protocol-response';
      readonly url: string;
      readonly status: number;
      readonly headers: Readonly<Record<string, string>>;
      /** SHA-256 of the body, hex. */
      readonly sha256: string;
    }
  | { readonly kind: 'permission-handler' }
  | { readonly kind: 'ipc-handle'; readonly channel: string }
  | { readonly kind: 'ipc-on'; readonly channel: string }
  | { readonly kind: 'utility-fork'; readonly path: string; readonly serviceName: string }
  | { readonly kind: 'window-created'; readonly options: Record<string, unknown> }
  | { readonly kind: 'window-open-handler' }
  | { readonly kind: 'load'; readonly target: string }
  | { readonly kind: 'window-shown' }
  | { readonly kind: 'window-focused' }
  | { readonly kind: 'fullscreen'; readonly on: boolean }
  | { readonly kind: 'sent'; readonly channel: string }
  | { readonly kind: 'error-box'; readonly title: string; readonly content: string }
  | { readonly kind: 'application-menu'; readonly entries: readonly string[]; readonly items: readonly string[] }
  | { readonly kind: 'quit-called' }
  | { readonly kind: 'before-quit'; readonly prevented: boolean }
  | { readonly kind: 'will-quit'; readonly prevented: boolean }
  | { readonly kind: 'exit' }
  | { readonly kind: 'log'; readonly line: string };

/**
 * What the test asks of the stand-in: the app becomes ready, a second launch, the player closes the window or presses
 * F11, or the page requests a URL of a scheme the app handles (answered with a protocol-response record).
 */
export type StandInCommand =
  | { readonly do: 'ready' }
  | { readonly do: 'second-instance' }
  | { readonly do: 'close-window' }
  | { readonly do: 'f11' }
  | { readonly do: 'request'; readonly url: string };
