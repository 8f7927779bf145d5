import { powerSaveBlocker } from 'electron';
import type { Session } from './session/Session';

/** Keeps the display awake while a match runs (not in the lobby or while paused). */
export function setupKeepAwake(session: Session): void {
  let blocker: number | null = null;
  session.observe((snapshot) => {
    const wanted = snapshot.stage !== 'lobby' && !snapshot.paused;
    if (wanted && blocker === null) blocker = powerSaveBlocker.start('prevent-display-sleep');
    if (!wanted && blocker !== null) {
      powerSaveBlocker.stop(blocker);
      blocker = null;
    }
  });
}
