/** The line chart's value axis: each line and label once, whatever the range. */
import '../../support/pixi-node-globals';
import { beforeAll, describe, expect, it } from 'vitest';
import { installNodeCanvas } from '../../support/pixi-node';
import { Text } from 'pixi.js';
import { LineChart } from '@renderer/ui/LineChart';
import { visibleTexts } from '@renderer/app/scene-text';

beforeAll(() => installNodeCanvas());

/** The chart's axis labels: its texts that are plain numbers (the end labels carry names). */
function axisLabels(values: readonly number[]): string[] {
  const chart = new LineChart();
  chart.draw([{ label: 'Ana ·', color: 0xff0000, values }], 900, 400, 1, null);
  return visibleTexts(chart).filter((text) => /^-?\d+$/.test(text));
}

describe('LineChart axis', () => {
  it('labels the zero line once when no value is below zero (the bottom line is the zero line)', () => {
    expect(axisLabels([0, 0])).toEqual(['0', '5', '10']);
    expect(axisLabels([0, 12, 30])).toEqual(['0', '15', '30']);
  });

  it('labels the lowest value, zero, the middle and the top when values go below zero', () => {
    expect(axisLabels([0, -8, 20])).toEqual(['-8', '0', '10', '20']);
  });
});

describe('LineChart axis in a short chart', () => {
  it('leaves out a label that would touch another (zero and the ends first), so none overlap', () => {
    const chart = new LineChart();
    chart.draw([{ label: 'Ana ·', color: 0xff0000, values: [0, 3, 5] }], 900, 40, 1, null);
    const labels = chart.children
      .flatMap((c) => ('children' in c ? c.children : []))
      .filter((c): c is Text => c instanceof Text && /^-?\d+$/.test(c.text));
    expect(labels.map((t) => t.text)).toEqual(['0', '10']);
    const [low, high] = labels;
    expect(low && high && high.y + high.height <= low.y).toBe(true);
  });
});
