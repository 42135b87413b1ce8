import { describe, expect, it } from 'vitest';
import { figuresOfTrace, longTasksOfTrace } from './page-trace.ts';

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

describe('longTasksOfTrace', () => {
  const base = trace.filter(
    (e) => e.name === 'thread_name' || e.name === 'navigationStart' || e.name === 'firstContentfulPaint',
  );
  it('lists the main thread tasks of 50 ms or more after the first paint, by their outermost events', () => {
    const tasks = longTasksOfTrace([
      ...base,
      event('RunTask', 1_100_000, 80_000), // before the first paint: not blocking time
      event('RunTask', 1_300_000, 49_000), // short
      event('RunTask', 1_400_000, 70_000),
      event('ThreadControllerImpl::RunTask', 1_400_000, 70_000), // the scheduler's wrapper: looked through
      event('v8.evaluateModule', 1_401_000, 40_000, { args: { data: { url: 'https://x/assets/vendor-1.js' } } }),
      event('FunctionCall', 1_410_000, 10_000), // inside the module's evaluation: not counted again
      event('FunctionCall', 1_445_000, 12_000, {
        args: { data: { url: 'https://x/assets/root-2.js', functionName: 'render' } },
      }),
      event('FunctionCall', 1_458_000, 3_000, {
        args: { data: { url: 'https://x/assets/root-2.js', functionName: 'render' } },
      }),
      event('Layout', 1_462_000, 6_000),
      { ...event('RunTask', 1_500_000, 90_000), tid: 3 }, // another thread
    ]);
    expect(tasks).toEqual([
      {
        at: 400,
        ms: 70,
        parts: [
          { what: 'v8.evaluateModule vendor-1.js', ms: 40 },
          { what: 'root-2.js render', ms: 15 },
          { what: 'Layout', ms: 6 },
        ],
      },
    ]);
  });
});
