import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../http/problem';
import { operationIdOf, withHook } from '../http/route-hooks';
import type { ChurchKind, ChurchSummary } from '../tenancy/church-repository';

/**
 * How an operation names the church it is scoped to, declared in its contract as `x-church`:
 * `x-church: { in: path, name: slug, by: slug }` reads the church's slug from the path parameter `slug`.
 */
export interface ChurchScopeDeclaration {
  in: 'path' | 'query' | 'body';
  name: string;
  by: ChurchKind;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The active church the operation's `x-church` names, looked up once before its handler runs. */
    church: ChurchSummary;
  }
}

export interface ChurchScopeOptions {
  /** The church of a slug, code or id, active or not; null when there is none. */
  findChurch(kind: ChurchKind, value: string | number): Promise<ChurchSummary | null>;
}

const PLACES = ['path', 'query', 'body'] as const;
const KINDS = ['slug', 'code', 'id'] as const;
const resolved = Symbol('church');

function declarationOf(schema: unknown): ChurchScopeDeclaration | null {
  const declared = (schema as { 'x-church'?: Partial<ChurchScopeDeclaration> } | undefined)?.['x-church'];
  if (declared === undefined) return null;
  if (!PLACES.includes(declared.in as never) || !KINDS.includes(declared.by as never) || typeof declared.name !== 'string') {
    throw new Error(`The x-church of ${operationIdOf(schema) ?? 'an operation'} must be { in: path|query|body, name, by: slug|code|id }`);
  }
  return declared as ChurchScopeDeclaration;
}

function valueOf(request: FastifyRequest, { in: place, name }: ChurchScopeDeclaration): unknown {
  const source = place === 'path' ? request.params : place === 'query' ? request.query : request.body;
  return (source as Record<string, unknown> | undefined)?.[name];
}

/**
 * Resolves the church of every operation whose contract declares `x-church`, once, after its security
 * handler and before its handler, and puts it on `request.church`. An unknown church, or one that is
 * not active, is a 404: a church that is not active serves nothing but its lookups by code and host
 * name, which declare no `x-church`. An optional parameter that is left out scopes nothing, and the
 * handler must not read `request.church` then.
 */
export const churchScope = fp(
  async (app: FastifyInstance, { findChurch }: ChurchScopeOptions) => {
    app.decorateRequest('church', {
      getter(this: FastifyRequest & { [resolved]?: ChurchSummary }) {
        const church = this[resolved];
        if (!church) throw new Error(`${this.method} ${this.routeOptions.url ?? this.url} declares no church, or was not given one`);
        return church;
      },
    });

    app.addHook('onRoute', (route) => {
      const declaration = declarationOf(route.schema);
      if (!declaration) return;
      route.preHandler = withHook(route.preHandler, async (request: FastifyRequest & { [resolved]?: ChurchSummary }) => {
        const value = valueOf(request, declaration);
        if (value === undefined) return;
        const church = typeof value === 'string' || typeof value === 'number' ? await findChurch(declaration.by, value) : null;
        if (!church?.flagAtivo) throw notFound(`No active church has the ${declaration.by} '${String(value)}'.`);
        request[resolved] = church;
      });
    });
  },
  { name: 'church-scope' },
);
