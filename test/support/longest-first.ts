/**
 * Vitest's file order with the longest browser stories first. On a fresh clone vitest has no durations cached and
 * starts big files first, but a story's size is in its shared module (table-round.ts), so the 12-player table would
 * start last and run alone at the end; started first, it overlaps the shorter files.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Browser test files by their duration on a quiet 2-core clean-clone run, longest first (unit files keep vitest's own order after these). */
const LONGEST_FIRST = [
  'coloretto',
  'event',
  'textures',
  'dice',
  'saves-replay',
  'couch-join',
  'table-12p',
  'phone-page',
  'table-2p',
  'table-4p',
  'saves-resume',
  'input',
  'browser-smoke',
];

function rank(spec: TestSpecification): number {
  const i = LONGEST_FIRST.findIndex((name) => spec.moduleId.replaceAll('\\', '/').endsWith(`/${name}.test.ts`));
  return i === -1 ? LONGEST_FIRST.length : i;
}

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
