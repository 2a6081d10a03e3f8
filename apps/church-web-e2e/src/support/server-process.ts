import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

/** The repository's root: the first folder up from here that holds nx.json. */
export function repositoryRoot(): string {
  let folder = process.cwd();
  while (!existsSync(join(folder, 'nx.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('Run the e2e suite from inside the repository');
    folder = parent;
  }
  return folder;
}

/**
 * A port nothing on loopback listens on now, for another server process: asked of the system, not
 * counted from the suite's port, so two suites or a leftover process on this machine cannot collide.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port was given'))));
    });
  });
}

export interface ServerProcess {
  port: number;
  stop(): Promise<void>;
}

/**
 * Another church-api process, as a second replica would run: the same production build, on its own
 * port, with the given environment (a DATABASE_URL to share a PostgreSQL database). Resolves once it
 * answers /readyz.
 */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/church-api/src/server.ts'], {
    cwd: repositoryRoot(),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', PRINT_DEMO_URLS: 'false', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };

  // About 20 s on a quiet machine; 2 minutes were seen beside other heavy work on 2 cores.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server on port ${port} stopped: ${errors}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((response) => response.ok, () => false);
    if (ready) return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server on port ${port} did not become ready: ${errors}`);
}
