import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Gives the calling thread a lower CPU priority (a higher nice value), where the system allows it:
 * on Linux a thread has a nice value of its own, and `/proc/thread-self` names its id. Elsewhere, or
 * when refused, the thread keeps its priority. Returns whether it was lowered.
 */
export function lowerThisThreadsPriority(niceness: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (!Number.isInteger(threadId)) return false;
    setPriority(threadId, niceness);
    return true;
  } catch {
    return false;
  }
}
