import { type ChildProcess, spawn } from 'node:child_process';
import { repositoryRoot } from './server-process';

export interface FakeProcess {
  /** Each address the fake printed, by the name it printed it under (`FAKE_STRIPE_URL=<origin>`). */
  urls: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A provider's fake (apps/church-api/src/modules/payments/test/*-fake-server.ts) as a process of its
 * own: resolves once it has printed every one of `names` as `NAME=<address>`; rejects if it stops first.
 */
export async function startFakeProcess(script: string, names: readonly string[]): Promise<FakeProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], { cwd: repositoryRoot(), stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const urls = await new Promise<Record<string, string>>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = Object.fromEntries(names.flatMap((name) => {
        const url = new RegExp(`${name}=(\\S+)`).exec(out)?.[1];
        return url ? [[name, url]] : [];
      }));
      if (Object.keys(found).length === names.length) resolve(found);
    });
    child.once('exit', () => reject(new Error(`${script} stopped: ${errors}`)));
  });
  return {
    urls,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
