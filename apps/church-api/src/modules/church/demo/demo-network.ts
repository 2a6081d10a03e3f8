import { DEMO_CHURCHES, type DemoChurch } from './demo-church';

/** The demo churches a network church copies, in turn: the active ones. */
const TEMPLATES = DEMO_CHURCHES.filter((church) => church.flagAtivo);

const NETWORK_CODE = /^([a-z]+)-rede-(\d{4,})$/;

/** The SQL pattern (`~`) of the network churches' codes whose templates are among `templates`. */
export function networkCodePattern(templates: readonly string[]): string {
  return `^(${templates.join('|')})-rede-[0-9]{4,}$`;
}

/**
 * The n-th church (from 1) of a generated demo network, as a provider hosting many churches has: a
 * copy of a demo church's content (grace, esperanca and vida in turn) under a code, site and name of
 * its own (`grace-rede-0001.localhost`), without the custom host names and framing sites that are
 * its template's alone. What benchmarks of many churches seed (DEMO_NETWORK_CHURCHES).
 */
export function networkChurch(n: number): DemoChurch {
  const template = TEMPLATES[(n - 1) % TEMPLATES.length];
  if (!template || !Number.isInteger(n) || n < 1) throw new Error(`There is no network church ${n}`);
  const codigo = `${template.codigo}-rede-${String(n).padStart(4, '0')}`;
  const { customHostnames, embedOrigins, ...content } = template;
  return { ...content, codigo, slug: codigo, nome: `${template.nome} ${n}` };
}

/** The demo church whose content a church takes: itself, or a network church's template. */
export function demoTemplateOf(codigo: string): DemoChurch | undefined {
  const code = NETWORK_CODE.exec(codigo)?.[1] ?? codigo;
  return DEMO_CHURCHES.find((church) => church.codigo === code);
}

/** The demo church or network church a code names, as it is seeded. */
export function demoChurchOf(codigo: string): DemoChurch | undefined {
  const network = NETWORK_CODE.exec(codigo);
  if (!network) return DEMO_CHURCHES.find((church) => church.codigo === codigo);
  const church = networkChurch(Number(network[2]));
  return church.codigo === codigo ? church : undefined;
}
