// A fixed piece of CPU work, timed before the suite starts: the suite's time on one machine can only be
// set beside another machine's by how fast each does the same work (this project's machines have
// differed twofold from one session to the next: docs/speed-log.md, "The suite's time"). The work is
// what the suite mostly does in JavaScript: small objects made and dropped, JSON both ways, a sort.

/** The fixed job: a checksum of its result, the same on every machine. */
export function yardstickJob(): number {
  let seed = 42;
  const next = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0);
  const rows = Array.from({ length: 60_000 }, (_, i) => ({
    id: i,
    sku: `SVR-RG-${next() % 100_000}`,
    paise: next() % 10_000_000,
  }));
  const copy = JSON.parse(JSON.stringify(rows)) as typeof rows;
  copy.sort((a, b) => a.paise - b.paise || a.id - b.id);
  let sum = 0;
  for (const [i, row] of copy.entries()) sum = (sum + row.paise * (i % 7) + row.sku.length) % 1_000_000_007;
  return sum;
}

/** CPU milliseconds of the fastest of `runs` runs of the job (the least disturbed by other work). */
export function yardstickMs(runs = 3): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const started = process.cpuUsage();
    yardstickJob();
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return Math.round(best);
}
