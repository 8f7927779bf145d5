/**
 * What the how-to-play shows, without Pixi (docs/howto.md): the lesson's table as a running round of three scripted
 * seats, and the caption's words: the step's title and sentence in the TV's language, and the buttons it uses for
 * every device family seated in the lobby (pads in their own labels, each key set, phones).
 */
import type { Snapshot } from '@shared/protocol';
import type { LessonView } from '@shared/lesson';
import type { Seat } from '@shared/seats';
import { t, tLoose, type MessageKey } from '@renderer/i18n/i18n';
import { deviceOfBinding, joinRuns, type DeviceRef, type Hint } from '@renderer/input/index';
import { confirmWord } from '@renderer/input/device-words';

/** The scripted seats' names (the same in every language: they are names). */
export const TEACHERS = ['Ada', 'Ben', 'Cleo'] as const;

/** The lesson's table: its state as a running round, the scripted seats in the first seats (bots: no press reaches them). */
export function lessonTableSnapshot(snapshot: Snapshot): Snapshot {
  const seats = snapshot.seats.map((seat, i): Seat => {
    const name = TEACHERS[i];
    return name === undefined
      ? { ...seat, kind: 'open', input: null }
      : { ...seat, kind: 'bot', name, color: i, back: i, botLevel: 'casual', input: null };
  });
  return { ...snapshot, stage: 'playing', seats, players: TEACHERS.map((_, i) => i), frozen: [], waiting: null, replay: null };
}

/** The caption of one step. */
export interface LessonCaption {
  readonly heading: string;
  readonly title: string;
  readonly more: string;
  /** The step's buttons per device family seated in the lobby ("Xbox LB · Keys 1 / 7 · Phones: tap the card"), '' when none. */
  readonly buttons: string;
  readonly skip: string;
}

/** The lobby's devices, one per kind: each pad family once, each key set, and whether a phone is seated. */
export function lobbyDevices(seats: readonly Seat[]): { readonly devices: readonly DeviceRef[]; readonly phones: boolean } {
  const devices: DeviceRef[] = [];
  let phones = false;
  for (const seat of seats) {
    if (seat.kind !== 'person') continue;
    if (seat.input?.kind === 'phone') phones = true;
    const device = deviceOfBinding(seat.input);
    if (!device) continue;
    const known = devices.some((d) =>
      d.kind === 'pad' && device.kind === 'pad'
        ? d.family === device.family
        : d.kind === 'keys' && device.kind === 'keys' && d.set === device.set,
    );
    if (!known) devices.push(device);
  }
  return { devices, phones };
}

const FAMILY: Readonly<Record<string, string>> = { xbox: 'Xbox', playstation: 'PlayStation', nintendo: 'Switch' };

/**
 * The caption for a lesson step, naming `hintsOf` each lobby device's labels for the step's buttons (`ids`: the binding
 * rows the step uses, from its game's `howtoButtons`).
 */
export function lessonCaption(
  lesson: LessonView,
  seats: readonly Seat[],
  hintsOf: (device: DeviceRef) => readonly Hint[],
  ids: readonly string[],
): LessonCaption {
  const base = `howto.${lesson.game}.${lesson.id}`;
  const { devices, phones } = lobbyDevices(seats);
  const parts: string[] = [];
  if (ids.length > 0) {
    const keySets: string[] = [];
    for (const device of devices) {
      const hints = hintsOf(device);
      const labels = joinRuns(ids.map((id) => hints.find((h) => h.id === id)?.label ?? '').filter((l) => l !== ''));
      if (labels === '') continue;
      if (device.kind === 'pad') parts.push(`${FAMILY[device.family] ?? t('howto.pads')} ${labels}`);
      else keySets.push(labels);
    }
    if (keySets.length > 0) parts.push(`${t('howto.keys')} ${keySets.join(' / ')}`);
    const phone = tLoose(`${base}.phone` as MessageKey);
    if (phones && phone !== '') parts.push(`${t('howto.phones')}: ${phone}`);
  }
  return {
    heading: `${t('howto.title', { game: tLoose(`${lesson.game}.name` as MessageKey) })}  ·  ${t('howto.step', { n: lesson.step + 1, m: lesson.steps })}`,
    title: tLoose(base as MessageKey),
    more: tLoose(`${base}.more` as MessageKey),
    buttons: parts.join('   ·   '),
    skip: t('howto.skip', { keys: skipKeys(seats) }),
  };
}

/**
 * The confirm button of every controller seated at the TV, in its own labels ("A / ✕ / Space"): any of them skips. A
 * phone cannot (it says to watch the TV); with no controller seated, the generic words.
 */
export function skipKeys(seats: readonly Seat[]): string {
  const words = new Set<string>();
  for (const seat of seats) if (seat.kind === 'person' && seat.input && seat.input.kind !== 'phone') words.add(confirmWord(seat.input));
  return words.size > 0 ? [...words].join(' / ') : t('device.confirm.any');
}
