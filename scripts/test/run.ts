// `npm test`: runs `vitest run` with the arguments given, then prints the run's wall-clock time and
// the CPU time of everything it started (Vitest, its workers, the servers and Chromium), which is
// the figure to compare on a shared machine: wall time there says more about the neighbours. Before
// the run it times a fixed job (yardstick.ts), so runs on machines of different speeds can be compared.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuOfChildren, formatSeconds } from './cpu.ts';
import { yardstickMs } from './yardstick.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const vitest = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');

const yardstick = yardstickMs();
const started = process.hrtime.bigint();
const child = spawn(process.execPath, [vitest, 'run', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));

child.on('exit', (code, signal) => {
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  // Once Vitest has exited and been waited for, the kernel has added its CPU time, and that of every
  // process it waited for in turn, to ours.
  const cpu = cpuOfChildren(() => readFileSync('/proc/self/stat', 'utf8'));
  const cpuText = cpu
    ? `, CPU ${formatSeconds(cpu.user + cpu.system)} (user ${formatSeconds(cpu.user)}, system ${formatSeconds(cpu.system)})`
    : '';
  console.log(`\nTest run: wall ${formatSeconds(wall)}${cpuText}; this machine's yardstick ${yardstick} ms`);
  process.exit(code ?? (signal ? 1 : 0));
});
