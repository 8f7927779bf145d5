/**
 * Vitest's asymmetric matchers, typed as the values they stand for (vitest types them `any`, which
 * would let a wrong shape through the type checker unnoticed).
 */
import { expect } from 'vitest';

export const containing = (text: string): string => expect.stringContaining(text) as string;
export const matching = (pattern: RegExp): string => expect.stringMatching(pattern) as string;
export const anyNumber = (): number => expect.any(Number) as number;
export const anyArray = (): unknown[] => expect.any(Array) as unknown[];
export const near = (value: number, digits: number): number => expect.closeTo(value, digits) as number;
