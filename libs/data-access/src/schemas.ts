import type { components as ApiComponents, operations as ApiOperationsOf } from './generated/api-v1';
import type { components as BffComponents } from './generated/bff';

type ApiSchema = ApiComponents['schemas'];

export type ApiOperations = ApiOperationsOf;
export type Problem = ApiSchema['Problem'];
export type Imagem = ApiSchema['Imagem'];
export type Igreja = ApiSchema['Igreja'];
export type Organizacao = ApiSchema['Organizacao'];
export type Cliente = ApiSchema['Cliente'];
export type Modulo = ApiSchema['Modulo'];
export type IgrejaVisual = ApiSchema['IgrejaVisual'];
export type MetodoPagamento = ApiSchema['MetodoPagamento'];
export type IgrejaAppMenu = ApiSchema['IgrejaAppMenu'];
export type Banner = ApiSchema['Banner'];
export type Congregacao = ApiSchema['Congregacao'];
export type TenantBootstrap = BffComponents['schemas']['TenantBootstrap'];
export type ShellConfig = BffComponents['schemas']['ShellConfig'];
