import type { LigrettoApi } from '@shared/channels';

declare global {
  interface Window {
    /** The preload's API; absent when the renderer runs in a plain browser. */
    readonly ligretto?: LigrettoApi;
  }
}
