import type { FastifyReply } from 'fastify';
import type { operations } from '@church/contracts-praise';
import { ConfigError } from '@church/api-platform/config';
import { badField } from '@church/api-platform/field-rules';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { ProblemError } from '@church/api-platform/http/problem';
import type { Membership } from '@church/api-platform/identity/membership';
import { requireAccount } from '@church/api-platform/plugins/authentication';
import type { ModuleContext } from '@church/api-platform/server-module';
import { CurrentSongFeeds } from './current-song-feeds';
import { BROADCAST_NOT_FOUND } from './praise-handlers';
import { PraiseRepository } from './praise-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

export const STAFF_ONLY = 'LOUVOR_SOMENTE_EQUIPE';
export const NOT_IN_SETLIST = 'LOUVOR_FORA_DO_REPERTORIO';
export const TOO_MANY_FOLLOWERS = 'SEGUIDORES_ESGOTADOS';

/** How long a refused follower waits before trying again, in seconds. */
const FOLLOW_RETRY_AFTER_SECONDS = 30;
/** A stream this far behind (bytes buffered for a client that does not read) is closed. */
const STREAM_BUFFER_LIMIT = 64 * 1024;

const broadcastNotFound = () => new ProblemError(404, 'Not Found', 'No such broadcast.', { code: BROADCAST_NOT_FOUND });

/** How the current song is followed, from the environment. */
export interface CurrentSongSettings {
  /** PRAISE_FOLLOW_MAX_STREAMS (default 5000): the most event streams one server process holds open. */
  maxStreams: number;
  /** PRAISE_FOLLOW_POLL_MS (default 2000): how often a followed broadcast is read again, for changes made on other processes. */
  pollMs: number;
  /** PRAISE_FOLLOW_HEARTBEAT_MS (default 25000): how often each stream gets a comment line. */
  heartbeatMs: number;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new ConfigError(`${name} must be a positive whole number, not '${raw}'`);
  return value;
}

export function currentSongSettingsFrom(env: NodeJS.ProcessEnv): CurrentSongSettings {
  return {
    maxStreams: positiveInteger(env, 'PRAISE_FOLLOW_MAX_STREAMS', 5_000),
    pollMs: positiveInteger(env, 'PRAISE_FOLLOW_POLL_MS', 2_000),
    heartbeatMs: positiveInteger(env, 'PRAISE_FOLLOW_HEARTBEAT_MS', 25_000),
  };
}

export interface CurrentSongDeps {
  songs: PraiseRepository;
  membership: Membership;
  feeds: CurrentSongFeeds;
}

/** The song being sung now at a broadcast: read by anyone, marked by the church's staff, followed as server-sent events. */
export function currentSongHandlers({ songs, membership, feeds }: CurrentSongDeps) {
  return {
    async getLouvorAtual(req: Request<'getLouvorAtual'>, reply: FastifyReply): Promise<Ok<'getLouvorAtual'>> {
      const current = await songs.currentSong(req.church.id, req.params.id);
      if (!current) throw broadcastNotFound();
      void reply.header('cache-control', 'no-store');
      return current;
    },

    async definirLouvorAtual(req: Request<'definirLouvorAtual'>): Promise<Ok<'definirLouvorAtual'>> {
      const account = await requireAccount(req);
      if (!(await membership.isStaff(req.church.id, account.id))) {
        throw new ProblemError(403, 'Forbidden', "Only the church's staff may mark the song being sung.", { code: STAFF_ONLY });
      }
      const result = await songs.setCurrentSong(req.church.id, req.params.id, req.body.idLouvor, account.id);
      if (result === 'no-broadcast') throw broadcastNotFound();
      if (result === 'not-in-setlist') {
        const problem = badField('body.idLouvor', "The song is not in this broadcast's setlist.");
        throw new ProblemError(problem.status, problem.title, problem.detail, { ...problem.extra, code: NOT_IN_SETLIST });
      }
      feeds.changed(req.church.id, req.params.id, result);
      return result;
    },

    /** Server-sent events: the current song at once, then each change, until the client or the server goes. */
    async seguirLouvorAtual(req: Request<'seguirLouvorAtual'>, reply: FastifyReply): Promise<void> {
      if (!feeds.hasRoom()) {
        throw new ProblemError(503, 'Service Unavailable', 'Too many followers on this server now. Try again later.', {
          code: TOO_MANY_FOLLOWERS,
          headers: { 'retry-after': String(FOLLOW_RETRY_AFTER_SECONDS) },
        });
      }
      const current = await songs.currentSong(req.church.id, req.params.id);
      if (!current) throw broadcastNotFound();
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      });
      raw.write('retry: 3000\n\n');
      const stream = {
        write: (frame: string) => {
          if (raw.destroyed || raw.writableEnded || raw.writableLength > STREAM_BUFFER_LIMIT) return false;
          raw.write(frame);
          return true;
        },
        end: () => {
          if (!raw.writableEnded) raw.end();
          // A client that does not read would hold its socket (and a shutdown) until it did.
          if (raw.writableLength > 0) raw.destroy();
        },
      };
      const leave = feeds.follow(req.church.id, req.params.id, stream, current);
      if (!leave) {
        stream.end();
        return;
      }
      // A client gone while the stream was being opened is let go at once.
      if (raw.destroyed) leave();
      else raw.on('close', leave);
    },
  };
}

/**
 * Builds the current song's services for the module's routes: this process's feeds (ended when the
 * server closes, before it waits for its connections) and the handlers.
 */
export function currentSongRoutes({ app, database, config, platform }: Pick<ModuleContext<unknown>, 'app' | 'database' | 'config' | 'platform'>) {
  const settings = currentSongSettingsFrom(config.env);
  const songs = new PraiseRepository(database.db);
  const feeds = new CurrentSongFeeds({
    read: (igrejaId, broadcastId) => songs.currentSong(igrejaId, broadcastId),
    ...settings,
    onError: (error) => app.log.error({ err: error }, 'the current song could not be read again'),
  });
  app.addHook('preClose', (done) => {
    feeds.close();
    done();
  });
  return { feeds, handlers: currentSongHandlers({ songs, membership: platform.membership, feeds }) };
}
