/**
 * The contract types the shell and the shared libraries use, by name: the church's, the account's
 * and the backend-for-frontend's. A feature module imports its own from its contract library
 * (`@church/contracts-<module>`).
 */
export type { Banner, Cliente, Congregacao, Igreja, IgrejaAppMenu, IgrejaVisual, MetodoPagamento, Modulo, Organizacao } from '@church/contracts-church';
export type {
  CampoPersonalizado,
  CepResposta,
  Crianca,
  CriancaInput,
  DadosPessoais,
  Endereco,
  EnderecoInput,
  ItemReferencia,
  Notificacao,
  Pais,
  RegistroRequest,
  TokenPair,
  UserIgrejaRole,
  Usuario,
  UsuarioIgreja,
} from '@church/contracts-account';
export type { ShellConfig, TenantBootstrap } from '@church/contracts-bff';
export type { Imagem, Problem } from '@church/contracts-common';
