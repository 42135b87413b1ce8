import { describe, expect, it } from 'vitest';
import { figuresOfTrace } from './page-trace.ts';

// A load of a page as Chromium traces it, in µs: the renderer's main thread is 1:2, another thread 1:3.
const MAIN = { pid: 1, tid: 2 };
const event = (name: string, ts: number, dur?: number, extra: object = {}) => ({
  name,
  ph: dur === undefined ? 'I' : 'X',
  ts,
  ...(dur === undefined ? {} : { dur }),
  ...MAIN,
  ...extra,
});
const trace = [
  { name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 2, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 3, args: { name: 'Compositor' } },
  event('navigationStart', 500_000), // the warm-up's about:blank, long before
  event('navigationStart', 1_000_000),
  event('UpdateLayoutTree', 1_100_000, 20_000),
  event('Layout', 1_130_000, 30_000),
  { ...event('Layout', 1_140_000, 90_000), tid: 3 }, // not the main thread: not counted
  event('firstContentfulPaint', 1_200_000),
  event('largestContentfulPaint::Candidate', 1_200_000),
  event('Layout', 1_250_000, 10_000),
  event('largestContentfulPaint::Candidate', 1_300_000),
  event('v8.evaluateModule', 1_400_000, 40_000),
  event('FunctionCall', 1_450_000, 25_000),
  event('UpdateLayoutTree', 1_500_000, 5_000),
  event('LayoutShift', 1_600_000, undefined, { args: { data: { weighted_score_delta: 0.01 } } }),
  event('LayoutShift', 1_700_000, undefined, { args: { data: { weighted_score_delta: 0.2, had_recent_input: true } } }),
];

describe('figuresOfTrace', () => {
  it('reads a load from the navigation before its first paint, on the main thread only', () => {
    expect(figuresOfTrace(trace)).toEqual({
      fcp: 200,
      lcp: 300,
      styleLayoutToLcp: 60,
      styleLayout: 65,
      scripting: 65,
      cls: 0.01,
    });
  });

  it('refuses a trace without a first paint', () => {
    expect(() => figuresOfTrace(trace.filter((e) => e.name !== 'firstContentfulPaint'))).toThrow(
      /no first contentful paint/,
    );
  });
});
