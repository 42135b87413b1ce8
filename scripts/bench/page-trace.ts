// `npm run bench:trace`: what the browser's main thread does while home, a listing and a product page
// load on a phone, read from Chromium's own trace rather than from Lighthouse's simulation, whose LCP
// counts every task that ran before the unthrottled LCP four times over (docs/decisions/
// 2026-12-01-lcp-brotli-pages.md). Each page is loaded once to warm the store (pictures rendered, files
// cached), then --runs N times (default 5) in a fresh context with a phone's viewport and the CPU slowed
// four times; the medians of FCP, LCP, style and layout before the LCP and over the whole load
// (2.5 s after the load event), script evaluation, and the layout shift are printed.
// --store DIR runs another checkout's store (its own build), so two builds are measured by the same
// bench in the same sitting; --pages home,listing limits the pages; --tasks lists the last load's tasks
// of 50 ms or more after the first paint (what Total Blocking Time counts) and what ran in each.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { ensureBuild } from '../build/ensure-build.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/browser.ts';
import { spawnStore } from '../../tests/support/spawn-store.ts';
import { firstPiece, storeSettled } from './store-ready.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { had_recent_input?: boolean; weighted_score_delta?: number; url?: string; functionName?: string };
  };
}

interface LoadFigures {
  fcp: number;
  lcp: number;
  styleLayoutToLcp: number;
  styleLayout: number;
  scripting: number;
  cls: number;
}

const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CATEGORIES = 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing';
/** A task at least this long (at the slowed CPU) after the first paint counts in Total Blocking Time. */
const LONG_TASK_MS = 50;

/** One long task after the first paint: when it started (ms from the navigation), how long, what ran in it. */
export interface LongTask {
  at: number;
  ms: number;
  /** Its outermost events, longest first: a function call as its file and function, else the event's name. */
  parts: { what: string; ms: number }[];
}

/** The scheduler's own events around a task's work: looked through, to what ran inside them. */
const SCHEDULER_WRAPPERS = /RunTask|ThreadController|PerformMicrotaskCheckpoint|^Task$/;

const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1) || url;

/** What an event was, as a line of the long tasks' list. */
function describeEvent(e: TraceEvent): string {
  const data = e.args?.data;
  if (e.name === 'FunctionCall' && data?.url) return `${fileOf(data.url)} ${data.functionName || '(anonymous)'}`;
  if ((e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') && data?.url)
    return `${e.name} ${fileOf(data.url)}`;
  return e.name;
}

/** A load's main-thread events in time order, its first paint and its navigation's start (µs). */
function loadOf(events: readonly TraceEvent[]): { onMain: TraceEvent[]; fcpAt: number; start: number } {
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const fcpAt = events.find((e) => e.name === 'firstContentfulPaint')?.ts;
  if (fcpAt === undefined) throw new Error('the trace has no first contentful paint');
  // The page's own navigation: the last one to start before its first paint.
  const start = Math.max(...events.filter((e) => e.name === 'navigationStart' && e.ts < fcpAt).map((e) => e.ts));
  return { onMain, fcpAt, start };
}

/** The figures of one load, from its trace: times in ms from the navigation's start. */
export function figuresOfTrace(events: readonly TraceEvent[]): LoadFigures {
  const { onMain, fcpAt, start } = loadOf(events);
  const lcpAt = Math.max(...events.filter((e) => e.name === 'largestContentfulPaint::Candidate').map((e) => e.ts));
  const total = (names: readonly string[], until = Infinity) =>
    onMain
      .filter((e) => names.includes(e.name) && e.ts >= start && e.ts < until)
      .reduce((a, e) => a + (e.dur ?? 0), 0) / 1000;
  const styleAndLayout = ['UpdateLayoutTree', 'Layout'];
  return {
    fcp: (fcpAt - start) / 1000,
    lcp: (lcpAt - start) / 1000,
    styleLayoutToLcp: total(styleAndLayout, lcpAt),
    styleLayout: total(styleAndLayout),
    scripting: total(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'RunMicrotasks']),
    cls: events
      .filter((e) => e.name === 'LayoutShift' && !e.args?.data?.had_recent_input)
      .reduce((a, e) => a + (e.args?.data?.weighted_score_delta ?? 0), 0),
  };
}

/** The main thread's tasks of LONG_TASK_MS or more after the first paint, with their outermost events. */
export function longTasksOfTrace(events: readonly TraceEvent[]): LongTask[] {
  const { onMain, fcpAt, start } = loadOf(events);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= LONG_TASK_MS * 1000 && e.ts >= fcpAt);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    let outerEnd = -Infinity;
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts >= end || SCHEDULER_WRAPPERS.test(e.name)) continue;
      if (e.ts < outerEnd) continue; // inside an outer event already counted
      outerEnd = e.ts + (e.dur ?? 0);
      const what = describeEvent(e);
      parts.set(what, (parts.get(what) ?? 0) + (e.dur ?? 0) / 1000);
    }
    return {
      at: (task.ts - start) / 1000,
      ms: (task.dur ?? 0) / 1000,
      parts: [...parts].map(([what, ms]) => ({ what, ms })).sort((a, b) => b.ms - a.ms),
    };
  });
}

async function traceLoad(browser: Browser, url: string): Promise<LoadFigures & { longTasks: LongTask[] }> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    await cdp.send('Tracing.end');
    await complete;
    return { ...figuresOfTrace(events), longTasks: longTasksOfTrace(events) };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const runs = Math.max(1, Number(arg('--runs') ?? 5) || 5);
  const storeRoot = arg('--store') === undefined ? undefined : path.resolve(arg('--store')!);
  const only = arg('--pages')?.split(',');
  const showTasks = process.argv.includes('--tasks');
  const tasksOf: Record<string, LongTask[]> = {};
  const load = loadavg()[0]!;
  if (storeRoot === undefined) await ensureBuild((m) => console.error(m), { quiet: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suvarna-bench-trace-'));
  const store = await spawnStore({ DATA_DIR: dataDir }, { root: storeRoot });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await storeSettled(store);
    const { value } = await firstPiece(store.baseUrl);
    const pages = (
      [
        ['home', '/'],
        ['listing', '/jewellery/rings'],
        ['product', `/${value}`],
      ] as const
    ).filter(([name]) => !only || only.includes(name));
    console.log('| page | FCP | LCP | style & layout before LCP | style & layout, whole load | scripting | CLS |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [name, pagePath] of pages) {
      const url = `${store.baseUrl}${pagePath}`;
      await traceLoad(browser, url); // warm: the pictures rendered, the files in the store's memory
      const loads: (LoadFigures & { longTasks: LongTask[] })[] = [];
      for (let i = 0; i < runs; i++) loads.push(await traceLoad(browser, url));
      const m = (key: keyof LoadFigures) => median(loads.map((l) => l[key]));
      if (showTasks) tasksOf[name] = loads.at(-1)!.longTasks;
      console.log(
        `| ${name} | ${m('fcp').toFixed(0)} ms | ${m('lcp').toFixed(0)} ms | ${m('styleLayoutToLcp').toFixed(0)} ms | ${m('styleLayout').toFixed(0)} ms | ${m('scripting').toFixed(0)} ms | ${m('cls').toFixed(3)} |`,
      );
    }
    for (const [name, tasks] of Object.entries(tasksOf)) {
      console.log(`\n${name}, the last load's tasks of ${LONG_TASK_MS} ms or more after the first paint:`);
      for (const t of tasks) {
        const parts = t.parts.slice(0, 5).map((p) => `${p.what} ${p.ms.toFixed(0)}`);
        console.log(`  at ${t.at.toFixed(0)} ms, ${t.ms.toFixed(0)} ms: ${parts.join('; ')}`);
      }
    }
    console.log(
      `\nMedians of ${runs} loads a page after one to warm, ${PHONE.viewport.width} px phone, CPU ${CPU_SLOWDOWN}× slower, plain HTTP${storeRoot ? `; the store of ${storeRoot}` : ''}. Load average at the start: ${load.toFixed(2)} on ${availableParallelism()} cores.`,
    );
  } finally {
    await browser.close();
    store.child.kill('SIGTERM');
    await store.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) await main();
