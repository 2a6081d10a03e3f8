/**
 * The contract types the shell and the shared libraries use, by name: the church's, the account's
 * (identity and session), the reference data's, the notifications' and the backend-for-frontend's. A
 * feature module imports its own from its contract library (`@church/contracts-<module>`; the account
 * pages the member profile's from `@church/contracts-member-profile`).
 */
export type { Banner, Cliente, Congregacao, Igreja, IgrejaAppMenu, IgrejaVisual, MetodoPagamento, Modulo, Organizacao } from '@church/contracts-church';
export type { RegistroRequest, TokenPair, UserIgrejaRole, Usuario, UsuarioIgreja } from '@church/contracts-account';
export type { CepResposta, ItemReferencia, Pais } from '@church/contracts-reference-data';
export type { Notificacao } from '@church/contracts-notifications';
export type { ShellConfig, TenantBootstrap } from '@church/contracts-bff';
export type { Imagem, Problem } from '@church/contracts-common';
