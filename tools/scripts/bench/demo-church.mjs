/** The demo church an environment variable names (its host name's first label), `fallback` when unset. */
export function demoChurchFrom(variable, fallback = 'grace') {
  const church = process.env[variable] ?? fallback;
  if (!/^[a-z][a-z0-9-]{0,40}$/.test(church)) throw new Error(`${variable} must be a demo church's code (grace, esperanca, vida), not ${church}`);
  return church;
}
