import type { operations } from '@church/contracts-notes';
import type { FastifyReply } from 'fastify';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { notFound, ProblemError } from '@church/api-platform/http/problem';
import { requireAccount, requireMemberOf } from '@church/api-platform/plugins/authentication';
import type { NotesRepository } from './notes-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** The most notes a member keeps at a church: §9's list limit, so that the list always shows them all. */
export const NOTES_PER_MEMBER = 999;

/** What is kept of a note sent: its title without surrounding spaces, its text as typed. */
const inputOf = (body: { titulo: string; texto: string }) => ({ titulo: body.titulo.trim(), texto: body.texto });

const noSuchNote = (id: number) => notFound(`You have no note ${id}.`);

/**
 * The sermon-note calls of §7 ("Other content"). Each reads or changes only the signed-in member's own
 * notes: another member's note, or another church's when `igreja` is given, is a 404 like a missing one.
 */
export function notesHandlers(notes: NotesRepository) {
  return {
    async listNotasSermao(req: Request<'listNotasSermao'>): Promise<Ok<'listNotasSermao'>> {
      const member = await requireMemberOf(req, req.church.id);
      return { notas: await notes.list(member.id, req.church.id, req.query.limit ?? NOTES_PER_MEMBER) };
    },

    async createNotaSermao(req: Request<'createNotaSermao'>, reply: FastifyReply): Promise<Ok<'createNotaSermao'>> {
      const member = await requireMemberOf(req, req.church.id);
      const key = req.headers['idempotency-key'] as string | undefined;
      // A retry answers the note its key made, before any limit: it makes nothing new.
      const made = await notes.create(member.id, req.church.id, inputOf(req.body), key, NOTES_PER_MEMBER);
      if (!made) throw tooManyNotes();
      if (made.note.igreja !== req.church.id) {
        throw new ProblemError(422, 'Unprocessable Content', 'This Idempotency-Key made a note at another church.', {
          code: 'IDEMPOTENCY_KEY_REUSED',
          errors: [{ field: 'headers.idempotency-key', message: 'Already used for a note at another church.' }],
        });
      }
      void reply.code(made.created ? 201 : 200);
      return made.note;
    },

    async getNotaSermao(req: Request<'getNotaSermao'>): Promise<Ok<'getNotaSermao'>> {
      const account = await requireAccount(req);
      const note = await notes.find(account.id, req.params.id, req.query.igreja);
      if (!note) throw noSuchNote(req.params.id);
      return note;
    },

    async updateNotaSermao(req: Request<'updateNotaSermao'>): Promise<Ok<'updateNotaSermao'>> {
      const account = await requireAccount(req);
      const note = await notes.update(account.id, req.params.id, inputOf(req.body), req.query.igreja);
      if (!note) throw noSuchNote(req.params.id);
      return note;
    },

    async deleteNotaSermao(req: Request<'deleteNotaSermao'>, reply: FastifyReply): Promise<void> {
      const account = await requireAccount(req);
      if (!(await notes.delete(account.id, req.params.id, req.query.igreja))) throw noSuchNote(req.params.id);
      return reply.code(204).send();
    },
  };
}

function tooManyNotes(): ProblemError {
  return new ProblemError(422, 'Unprocessable Content', `A member keeps at most ${NOTES_PER_MEMBER} notes at a church; delete one to write another.`, {
    code: 'NOTA_LIMITE',
  });
}
