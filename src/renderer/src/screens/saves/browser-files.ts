/** Files in a plain browser tab: a replay offered as a download, a replay file picked with a hidden file input. */
import { REPLAY_LIMITS, replaySizeProblem } from '@shared/replay-limits';

/** Offers a text as a file download (a Blob URL on a temporary link, revoked once the click is handled). */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.position = 'fixed';
  link.style.left = '-10000px';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A picked file's name and text. */
export interface PickedFile {
  readonly name: string;
  readonly text: string;
}

/** Largest file the picker reads: a replay's limit (REPLAY_LIMITS), which the host applies too. */
export const MAX_PICK_BYTES = REPLAY_LIMITS.maxBytes;

/**
 * Opens the browser's file chooser through an off-screen `<input type=file>` made for this one pick.
 * Resolves with the file, null when the person closes the chooser, or an error text for a file that
 * cannot be read. Browsers open the chooser only right after a key press or a click.
 */
export function pickTextFile(accept = '.json,application/json'): Promise<PickedFile | null | { error: string }> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.dataset.ligretto = 'replay-import';
    input.style.position = 'fixed';
    input.style.left = '-10000px';
    input.style.top = '0';
    input.tabIndex = -1;
    let settled = false;
    const done = (value: PickedFile | null | { error: string }): void => {
      if (settled) return;
      settled = true;
      input.remove();
      resolve(value);
    };
    input.addEventListener('cancel', () => done(null));
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (!file) return done(null);
      if (file.size > MAX_PICK_BYTES) return done({ error: replaySizeProblem(file.size) ?? 'the file is too large' });
      file.text().then(
        (text) => done({ name: file.name, text }),
        (e: unknown) => done({ error: e instanceof Error ? e.message : String(e) }),
      );
    });
    document.body.appendChild(input);
    input.click();
  });
}
