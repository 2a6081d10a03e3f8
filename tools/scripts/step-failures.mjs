// The lines of a step's output that say what failed (Vitest's FAIL lines with the start of their errors,
// Nx's failed tasks), kept while the output streams through, so that the run's last lines name the
// failing test even when the step printed thousands of lines before it.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const FAILED_TEST = /^\s*(FAIL|×|✗)\s/;
const FAILED_TASKS = /^\s*(NX\s+)?(Running target .* failed|Failed tasks:)/;
const TASK_NAME = /^\s*- \S+:\S+/;
const PASSED_TEST = /^\s*✓\s/;
/** Lines of error text kept after each failed test's line. */
const ERROR_LINES = 4;

/** The failure lines of an output, at most `max` of them, in order, without colours. */
export function failureLinesOf(output, max = 40) {
  const kept = [];
  let errorLinesLeft = 0;
  let inTaskList = false;
  for (const raw of output.split(/\r?\n/)) {
    const line = stripVTControlCharacters(raw).trimEnd();
    if (FAILED_TEST.test(line)) {
      kept.push(line);
      errorLinesLeft = ERROR_LINES;
    } else if (FAILED_TASKS.test(line)) {
      kept.push(line);
      inTaskList = true;
    } else if (inTaskList && TASK_NAME.test(line)) {
      kept.push(line);
    } else if (errorLinesLeft > 0 && line.trim() !== '' && !PASSED_TEST.test(line)) {
      kept.push(`    ${line.trim()}`);
      errorLinesLeft -= 1;
    } else if (line.trim() !== '') {
      inTaskList = false;
    }
  }
  return [...new Set(kept)].slice(0, max);
}

/** Runs a command, passing its output through as it comes, and resolves with its status and output. */
export function runPassingThrough(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['inherit', 'pipe', 'pipe'] });
    const chunks = [];
    const keep = (stream) => (chunk) => {
      stream.write(chunk);
      chunks.push(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('error', reject);
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
  });
}
