// A render worker's first module: the worker is TypeScript, and a worker thread does not inherit the
// server's TypeScript loader (tsx), so it registers its own before loading it.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
