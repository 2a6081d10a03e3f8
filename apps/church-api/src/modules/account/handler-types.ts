import type { FastifyRequest } from 'fastify';
import type { ApiOperations } from '@church/data-access/schemas';

type Params<Op extends keyof ApiOperations> = ApiOperations[Op]['parameters'];
type BodyOf<Op extends keyof ApiOperations> = ApiOperations[Op] extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Body
  : ApiOperations[Op] extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body
    : unknown;

/** The request of an operation of openapi/api.v1.yaml: path, query and JSON body as the contract types them. */
export type AccountRequest<Op extends keyof ApiOperations> = FastifyRequest<{
  Params: NonNullable<Params<Op>['path']>;
  Querystring: NonNullable<Params<Op>['query']>;
  Body: BodyOf<Op>;
}>;

/** The JSON body of an operation's 200 (or 201) answer. */
export type AccountOk<Op extends keyof ApiOperations> = ApiOperations[Op]['responses'] extends {
  200: { content: { 'application/json': infer Body } };
}
  ? Body
  : ApiOperations[Op]['responses'] extends { 201: { content: { 'application/json': infer Body } } }
    ? Body
    : never;

/** The JSON request body of an operation. */
export type AccountBody<Op extends keyof ApiOperations> = BodyOf<Op>;

// The contract's schemas this module uses, read off its operations.
export type Usuario = AccountOk<'getMe'>['usuario'];
export type UsuarioIgreja = AccountOk<'listChurchAccounts'>['usuarios'][number];
export type UserIgrejaRole = AccountOk<'listRoles'>['userIgrejaRoles'][number];
export type CampoPersonalizado = AccountOk<'listCustomFields'>['camposPersonalizados'][number];
export type Notificacao = AccountOk<'listNotifications'>['notificacoes'][number];
export type Endereco = AccountOk<'listAddresses'>['enderecos'][number];
export type Crianca = AccountOk<'listChildren'>['criancas'][number];
export type Pais = AccountOk<'listCountries'>['paises'][number];
export type ItemReferencia = AccountOk<'listOccupations'>['ocupacoes'][number];
export type CepResposta = AccountOk<'lookupPostcode'>;
export type DadosPessoais = AccountBody<'updateAccount'>;
export type EnderecoInput = AccountBody<'createAddress'>;
export type CriancaInput = AccountBody<'createChild'>;
