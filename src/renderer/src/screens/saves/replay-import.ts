/** The Replays screen's import: the app's file dialog, or the browser's chooser and an upload in parts. */
import type { AppServices } from '@renderer/app/Screen';
import { t } from '@renderer/i18n/i18n';
import { pickTextFile } from './browser-files';
import { ReplayUpload } from './replay-upload';
import type { Tone } from './StatusLine';

/** Imports a replay file for a screen that shows its progress with `say`. */
export class ReplayImport {
  private readonly upload = new ReplayUpload();

  constructor(
    private readonly services: AppServices,
    private readonly say: (text: string, tone: Tone) => void,
  ) {}

  /** Asks for a file: the host's dialog in the app, the browser's chooser otherwise (only after a key press or a click). */
  choose(): void {
    this.services.sounds.play('confirm');
    if (this.services.desktop) {
      this.say(t('replays.choosing'), 'info');
      this.services.send({ t: 'saves', cmd: { op: 'import-replay-file' } });
      return;
    }
    // Browsers open a file chooser only right after a key press or a click, not after a gamepad button.
    const activation = (navigator as { userActivation?: { isActive: boolean } }).userActivation;
    if (activation && !activation.isActive) return this.say(t('replays.pickNeedsPointer'), 'bad');
    this.say(t('replays.choosing'), 'info');
    void pickTextFile().then((picked) => {
      if (picked === null) return this.say(t('replays.noFile'), 'info');
      if ('error' in picked) return this.say(t('replays.importFailed', { error: picked.error }), 'bad');
      this.sendNextPart(this.upload.start(picked.text, picked.name), 0);
    });
  }

  /** Sends the next part of the upload once the host has the ones before it (one part per answer: no flooding). */
  sendNextPart(upload: string, received: number): void {
    const step = this.upload.next(upload, received);
    if (!step) return;
    if (step.percent !== null) this.say(t('replays.uploading', { n: step.percent }), 'info');
    this.services.send({ t: 'saves', cmd: step.cmd });
  }

  /** The upload ended (imported or failed). */
  clear(): void {
    this.upload.clear();
  }
}
