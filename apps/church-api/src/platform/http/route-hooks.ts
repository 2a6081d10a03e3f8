/** A route's hooks of one kind with `hook` added last (route options hold one function, a list or none). */
export function withHook<Hook>(existing: Hook | Hook[] | undefined, hook: Hook): Hook[] {
  if (existing === undefined) return [hook];
  return [...(Array.isArray(existing) ? existing : [existing]), hook];
}

/** The operationId fastify-openapi-glue copies into a contract route's schema. */
export function operationIdOf(schema: unknown): string | undefined {
  const operationId = (schema as { operationId?: unknown } | undefined)?.operationId;
  return typeof operationId === 'string' ? operationId : undefined;
}
