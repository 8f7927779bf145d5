/** A canonical hash of a Coloretto state: equal states give equal hashes. */
import type { ColorettoState } from '@shared/games/coloretto/state';
import { textHash } from '../text-hash';

/** 64-bit FNV-1a style hash of the state's JSON (every field is plain data in a fixed order), as 16 hex digits. */
export function colorettoHash(state: ColorettoState): string {
  const text = JSON.stringify(state);
  return textHash(text);
}
