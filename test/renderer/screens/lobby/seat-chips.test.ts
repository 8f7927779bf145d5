/** Issue 15 item 6: each seated person's lobby chip shows their game keys in their device's labels; phones say "Phone". */
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@renderer/i18n/i18n';
import { t } from '@renderer/games/ligretto/i18n/translate';
import { BindingTable, joinRuns, padDevice, type DeviceRef } from '@renderer/input/index';
import { LIGRETTO_ROWS } from '@renderer/games/ligretto/input/bindings';
import { HINT_SEP, seatKeysLine } from '@renderer/games/ligretto/input/hint-line';
import { COLORETTO_ROWS } from '@renderer/games/coloretto/input/bindings';
import { seatKeysLine as colorettoKeys } from '@renderer/games/coloretto/table-text';
import { hintLine } from '@renderer/screens/lobby/lobby-input';
import { MAX_CHIPS, seatChips, type ChipWords } from '@renderer/screens/lobby/seat-chips';
import { DEFAULT_MATCH_OPTIONS, type MatchOptions } from '@shared/seats';
import { DUALSENSE, KEYS0, KEYS1, SWITCH, XBOX, joinOf, seatsAfter } from './fixtures';

afterEach(() => setLanguage('en'));

const LIGRETTO = new BindingTable(LIGRETTO_ROWS);

/** A Ligretto key line as written with plain ' · ' (the table's line puts its dots in thin spaces). */
const L = (line: string): string => line.replaceAll(' · ', HINT_SEP);

/** The words the lobby gives the chips for Ligretto at `players` players. */
function ligrettoWords(players: number, options: MatchOptions = DEFAULT_MATCH_OPTIONS): ChipWords {
  const words = { confirm: t('hint.confirm'), leave: t('hint.leave'), move: t('hint.move'), change: t('hint.change') };
  return {
    gameKeys: (device: DeviceRef) => seatKeysLine(LIGRETTO.hints(device), options, players),
    menuKeys: (device: DeviceRef) => hintLine(new BindingTable().hints(device), words, device.kind === 'keys'),
    phone: t('input.phone'),
    phoneMenu: t('lobby.phoneChip'),
  };
}

const PHONE = { op: 'join', input: { kind: 'phone', id: 'phone-a' }, name: 'Pia' } as const;
const PHONE2 = { op: 'join', input: { kind: 'phone', id: 'phone-b' }, name: 'Rut' } as const;

describe('the lobby seat chips', () => {
  it("show key set 1's game keys (Q, Space, E, the row digits) and its menu keys, in seat order", () => {
    const seats = seatsAfter([joinOf(KEYS0), { op: 'add-bot', level: 'casual' }, { op: 'add-bot', level: 'casual' }, joinOf(KEYS1)]);
    const chips = seatChips(seats, ligrettoWords(4));
    expect(chips.map((c) => c.seats.map((s) => s.index))).toEqual([[0], [3]]);
    expect(chips[0]?.keys).toBe(L('Q Stack · Space Waste · E Flip · 1–3 Row'));
    expect(chips[0]?.menu).toBe('Space Confirm · Esc Leave · W/S Move · A/D Change');
    expect(chips[1]?.keys).toBe(L('O Stack · M Waste · U Flip · 7–9 Row'));
    expect(chips[1]?.menu).toBe('Enter Confirm · ⌫ Leave · ↑↓ Move · ←→ Change');
  });

  it('name every row slot the player count deals (S3): four at three players, five at two', () => {
    expect(seatChips(seatsAfter([joinOf(KEYS0), joinOf(XBOX), joinOf(KEYS1)]), ligrettoWords(3))[0]?.keys).toBe(
      L('Q Stack · Space Waste · E Flip · 1–4 Row'),
    );
    expect(seatChips(seatsAfter([joinOf(KEYS0), joinOf(KEYS1)]), ligrettoWords(2))[0]?.keys).toBe(
      L('Q Stack · Space Waste · E Flip · 1–5 Row'),
    );
  });

  it("name a pad's cursor button only for the fifth slot, which has no button of its own", () => {
    expect(seatChips(seatsAfter([joinOf(XBOX), joinOf(KEYS0)]), ligrettoWords(2))[0]?.keys).toBe(
      L('Y Stack · A Waste · X Flip · LB RB LT RT B Row'),
    );
  });

  it("show each pad's buttons in its own family's glyphs", () => {
    const chips = seatChips(seatsAfter([joinOf(XBOX), joinOf(DUALSENSE), joinOf(SWITCH)]), ligrettoWords(4));
    expect(chips.map((c) => c.keys)).toEqual(
      [
        'Y Stack · A Waste · X Flip · LB RB LT Row',
        '△ Stack · ✕ Waste · □ Flip · L1 R1 L2 Row',
        'X Stack · B Waste · Y Flip · L R ZL Row',
      ].map(L),
    );
    expect(chips[1]?.menu).toBe('✕ Confirm · ○ Leave · ↑↓ Move · ←→ Change');
  });

  it('give every phone one shared chip that says "Phone", after the pads and keys, and none to bots', () => {
    const seats = seatsAfter([PHONE, joinOf(XBOX), { op: 'add-bot', level: 'expert' }, PHONE2]);
    const chips = seatChips(seats, ligrettoWords(4));
    expect(chips.map((c) => c.seats.map((s) => s.index))).toEqual([[1], [0, 3]]);
    expect(chips[1]).toMatchObject({ keys: 'Phone', menu: 'Buttons on the phone' });
    expect(chips[1]?.seats.map((s) => s.color)).toEqual([seats[0]?.color, seats[3]?.color]);
    expect(seatChips(seatsAfter([{ op: 'add-bot', level: 'casual' }]), ligrettoWords(2))).toEqual([]);
  });

  it('keep to three rows of two: the phones give way to six pads and key sets', () => {
    const pads = [0, 1, 2, 3].map((i) => joinOf(padDevice(i, 'Xbox 360 Controller (XInput STANDARD GAMEPAD Vendor: 045e)')));
    const seats = seatsAfter([...pads, joinOf(KEYS0), joinOf(KEYS1), PHONE]);
    const chips = seatChips(seats, ligrettoWords(7));
    expect(chips).toHaveLength(MAX_CHIPS);
    expect(chips.some((c) => c.keys === 'Phone')).toBe(false);
  });

  it('speak the language on show', () => {
    setLanguage('es');
    const chips = seatChips(seatsAfter([joinOf(KEYS0), PHONE]), ligrettoWords(2));
    expect(chips[0]?.keys).toBe(L(`Q ${t('hint.stack')} · Space ${t('hint.waste')} · E ${t('hint.flip')} · 1–5 ${t('hint.row')}`));
    expect(chips[1]).toMatchObject({ keys: 'Móvil', menu: 'Botones en el móvil' });
  });

  it("follow the chosen game's keys (Coloretto: the cursor, draw and take)", () => {
    const hints = new BindingTable(COLORETTO_ROWS).hints(KEYS0);
    expect(colorettoKeys(hints)).toBe('A D choose row · Space draw · Q take row');
    expect(colorettoKeys(new BindingTable(COLORETTO_ROWS).hints(XBOX))).toBe('← → choose row · A draw · Y take row');
  });

  it('read runs of three or more digits as a range', () => {
    expect(joinRuns(['1', '2', '3', '4', 'F'])).toBe('1–4 F');
    expect(joinRuns(['7', '8', '9', '0', '-', 'H'])).toBe('7–9 0 - H');
    expect(joinRuns(['1', '2', 'F'])).toBe('1 2 F');
    expect(joinRuns(['LB', 'RB', 'LT', 'B'])).toBe('LB RB LT B');
  });
});
