// Runs the store as `npm start` does, in a child process, for tests that need a real process:
// kill -9 and restart, graceful shutdown.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface StoreProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts server/main.ts and resolves once it listens (or rejects with its output if it exits).
 * `logFile`: the store writes its output there, as a deployment's would, rather than to a pipe this
 * process reads (the HTTP bench, whose load generator shares this process). `root`: another checkout
 * of the store to run, with its own code and build (the web bench measures main beside a branch).
 */
export async function spawnStore(
  env: Record<string, string>,
  options: { logFile?: string; root?: string } = {},
): Promise<StoreProcess> {
  const port = await freePort();
  const fd = options.logFile === undefined ? undefined : openSync(options.logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: options.root ?? root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: fd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', fd, fd],
  });
  if (fd !== undefined) closeSync(fd);
  // Keep the start-up output (tests read it); a long run's request log is not kept.
  let out = '';
  const keep = (d: Buffer) => {
    if (out.length < 1_000_000) out += d;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => (options.logFile === undefined ? out : readFileSync(options.logFile, 'utf8'));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output().includes('Suvarna is open at')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`store exited with ${code}:\n${output()}`));
    });
  });
  // With TLS files the store serves HTTPS (HTTP/2 and HTTP/1.1) on the same port.
  const scheme = env.TLS_CERT_FILE ? 'https' : 'http';
  return { child, baseUrl: `${scheme}://127.0.0.1:${port}`, output, exited };
}
