// The Nx project graph, for npm test (loaded after the dependencies are installed): its projects with
// their roots and tags, the npm packages as external nodes, and every dependency between them.
import { createProjectGraphAsync } from '@nx/devkit';

export async function loadProjectGraph() {
  process.env.NX_DAEMON = 'false';
  return createProjectGraphAsync({ exitOnError: true });
}
