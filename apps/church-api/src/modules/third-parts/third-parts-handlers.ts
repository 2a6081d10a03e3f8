import type { operations } from '@church/contracts-third-parts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { ProblemError } from '@church/api-platform/http/problem';
import { requireMemberOf } from '@church/api-platform/plugins/authentication';
import type { ChurchSummary } from '@church/api-platform/tenancy/church-repository';
import { appAddress } from './app-address';
import type { AppTokens } from './app-tokens';
import type { StoredApp, ThirdPartsRepository } from './third-parts-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** The one answer for an app that is not the church's, not configured, or whose module is off. */
export const APP_NOT_FOUND = 'APP_EXTERNO_NAO_ENCONTRADO';
const appNotFound = () => new ProblemError(404, 'Not Found', 'No such app at this church.', { code: APP_NOT_FOUND });
/**
 * The answer for the segment of one of the church's apps whose module it has switched off: as any module
 * route of a church without the module, its page goes home (an unknown segment is the not-found page).
 */
export const APP_SWITCHED_OFF = 'APP_EXTERNO_DESLIGADO';
const appSwitchedOff = () => new ProblemError(404, 'Not Found', "This app's module is switched off at this church.", { code: APP_SWITCHED_OFF });

interface ThirdPartsDeps {
  apps: ThirdPartsRepository;
  tokens: AppTokens;
  /** The module codes the church has switched on (from the tenant cache). */
  enabledCodes(church: ChurchSummary): Promise<ReadonlySet<string>>;
  /** The church's site origin for a request (its own host names only: see churchSiteOrigin). */
  siteOf(church: ChurchSummary, requestHostname: string): Promise<string>;
  /** Whether the server runs under a local APP_DOMAIN (http app addresses allowed on loopback hosts). */
  localDomain: boolean;
  log: FastifyBaseLogger;
}

/**
 * The third-party apps' calls: the church's apps for its menu (name, segment and how they open, nothing
 * else), their tokens for a signed-in member, and the public keys the apps verify them with.
 */
export function thirdPartsHandlers({ apps, tokens, enabledCodes, siteOf, localDomain, log }: ThirdPartsDeps) {
  /** The church's apps that are switched on and whose address may be opened, with it. */
  const openable = async (req: FastifyRequest & { church: ChurchSummary }, stored: StoredApp[]) => {
    const enabled = await enabledCodes(req.church);
    const site = await siteOf(req.church, req.hostname);
    return stored.flatMap((app) => {
      if (!enabled.has(app.codigoModulo)) return [];
      const address = appAddress(app.endereco, site, localDomain);
      if (!address) {
        log.warn({ igreja: req.church.id, app: app.slug }, 'an external app has an address that may not be opened: it is left out');
        return [];
      }
      return [{ ...app, address, site }];
    });
  };

  return {
    async listAppsExternos(req: Request<'listAppsExternos'>): Promise<Ok<'listAppsExternos'>> {
      const list = await openable(req, await apps.appsOf(req.church.id));
      return { apps: list.map(({ slug, nome, modo }) => ({ slug, nome, modo })) };
    },

    async createTokenAppExterno(req: Request<'createTokenAppExterno'>, reply: FastifyReply): Promise<Ok<'createTokenAppExterno'>> {
      const account = await requireMemberOf(req, req.church.id);
      const stored = await apps.appOf(req.church.id, req.params.app);
      if (stored && !(await enabledCodes(req.church)).has(stored.codigoModulo)) throw appSwitchedOff();
      const [app] = stored ? await openable(req, [stored]) : [];
      const member = app ? await apps.memberOf(account.id) : null;
      if (!app || !member) throw appNotFound();
      const { token, expiresAt } = await tokens.issue(req.church.id, {
        iss: app.site,
        aud: app.audiencia,
        sub: String(account.id),
        name: member.name,
        email: member.email,
        igreja: req.church.slug,
      });
      void reply.header('cache-control', 'no-store');
      return { token, endereco: app.address.href, modo: app.modo, nome: app.nome, expiraEm: expiresAt.toISOString() };
    },

    async getJwksAppExterno(req: Request<'getJwksAppExterno'>, reply: FastifyReply): Promise<Ok<'getJwksAppExterno'>> {
      // Any app's page may read it, to verify a token in the browser.
      void reply.header('access-control-allow-origin', '*');
      return tokens.jwks(req.church.id);
    },
  };
}
