// Questions npm test asks of the Nx project graph (loaded after the dependencies are installed).
import { createProjectGraphAsync } from '@nx/devkit';

/**
 * For a server module or contract name, the feature libraries that use its contract
 * (`contracts-<m>`), or 'all' when a shared library uses it (or there is no such contract).
 */
export async function librariesOfContract() {
  process.env.NX_DAEMON = 'false';
  const graph = await createProjectGraphAsync({ exitOnError: true });
  return (module) => {
    const contract = `contracts-${module}`;
    if (!graph.nodes[contract]) return 'all';
    const users = Object.entries(graph.dependencies)
      .filter(([, edges]) => edges.some((edge) => edge.target === contract))
      .map(([name]) => graph.nodes[name])
      .filter(Boolean);
    const tagsOf = (node) => node.data.tags ?? [];
    if (users.some((node) => !['type:feature', 'type:server', 'type:app', 'type:contract'].some((tag) => tagsOf(node).includes(tag)))) return 'all';
    return users.filter((node) => tagsOf(node).includes('type:feature')).map((node) => node.name);
  };
}
