// Runs the store as `npm start` does, in a child process, for tests that need a real process:
// kill -9 and restart, graceful shutdown.
import { spawn, type ChildProcess } from 'node:child_process';
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

/** Starts server/main.ts and resolves once it listens (or rejects with its output if it exits). */
export async function spawnStore(env: Record<string, string>): Promise<StoreProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep the start-up output (tests read it); a long run's request log is not kept.
  let out = '';
  const keep = (d: Buffer) => {
    if (out.length < 1_000_000) out += d;
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Suvarna is open at')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`store exited with ${code}:\n${out}`));
    });
  });
  // With TLS files the store serves HTTPS (HTTP/2 and HTTP/1.1) on the same port.
  const scheme = env.TLS_CERT_FILE ? 'https' : 'http';
  return { child, baseUrl: `${scheme}://127.0.0.1:${port}`, output: () => out, exited };
}
