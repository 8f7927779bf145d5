/** A replay file uploaded from a browser in parts, one part per answer of the host (no flooding). */
import type { SavesCommand } from '@shared/saves-protocol';
import { importCommands, importTitle } from './saves-format';

/** The next part to send and how far the upload is (percent; null for a file sent in one part). */
export interface UploadStep {
  readonly cmd: SavesCommand;
  readonly percent: number | null;
}

/** The upload in progress, if any. */
export class ReplayUpload {
  private current: { readonly id: string; readonly parts: readonly SavesCommand[]; next: number } | null = null;

  /** Starts uploading the text of the file `name`; returns the upload's id (send its first part with `next(id, 0)`). */
  start(text: string, name: string): string {
    const id = `u${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
    this.current = { id, parts: importCommands(text, importTitle(name), id), next: 0 };
    return id;
  }

  /** The part to send once the host has `received` parts of `upload`; null when it is not this upload's next part. */
  next(upload: string, received: number): UploadStep | null {
    const up = this.current;
    if (!up || up.id !== upload) return null;
    const cmd = up.parts[received];
    if (!cmd || received !== up.next) return null;
    up.next = received + 1;
    return { cmd, percent: up.parts.length > 1 ? Math.round((100 * received) / up.parts.length) : null };
  }

  /** The upload ended (imported or refused). */
  clear(): void {
    this.current = null;
  }
}
