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
// --- media: publications, studies, videos, podcasts ---
export type PublicacaoTipo = ApiSchema['PublicacaoTipo'];
export type PublicacaoResumo = ApiSchema['PublicacaoResumo'];
export type Publicacao = ApiSchema['Publicacao'];
export type PublicacaoArquivo = ApiSchema['PublicacaoArquivo'];
export type ConfiguracaoEstudo = ApiSchema['ConfiguracaoEstudo'];
export type EstudoResumo = ApiSchema['EstudoResumo'];
export type Estudo = ApiSchema['Estudo'];
export type Video = ApiSchema['Video'];
export type VideoPlaylist = ApiSchema['VideoPlaylist'];
export type Podcast = ApiSchema['Podcast'];
export type PodcastItem = ApiSchema['PodcastItem'];
// --- end media ---
// --- content: schedule, devotionals, news, ministries, Sunday school ---
export type ItemAgenda = ApiSchema['ItemAgenda'];
export type AgendaDoMes = ApiOperations['listCultosDoMes']['responses'][200]['content']['application/json'];
export type ProximosCultos = ApiOperations['listProximosCultos']['responses'][200]['content']['application/json'];
export type DevocionalResumo = ApiSchema['DevocionalResumo'];
export type Devocional = ApiSchema['Devocional'];
export type NoticiaResumo = ApiSchema['NoticiaResumo'];
export type Noticia = ApiSchema['Noticia'];
export type MinisterioResumo = ApiSchema['MinisterioResumo'];
export type Ministerio = ApiSchema['Ministerio'];
export type ProjetoStatus = ApiSchema['ProjetoStatus'];
export type ProjetoMinisterioResumo = ApiSchema['ProjetoMinisterioResumo'];
export type ProjetoMinisterio = ApiSchema['ProjetoMinisterio'];
export type EbdResumo = ApiSchema['EbdResumo'];
export type EbdLicao = ApiSchema['EbdLicao'];
export type Ebd = ApiSchema['Ebd'];
// --- end content ---
export type TenantBootstrap = BffComponents['schemas']['TenantBootstrap'];
export type ShellConfig = BffComponents['schemas']['ShellConfig'];

// --- account and security (issue 3) ---
export type TokenPair = ApiSchema['TokenPair'];
export type Usuario = ApiSchema['Usuario'];
export type UsuarioIgreja = ApiSchema['UsuarioIgreja'];
export type DadosPessoais = ApiSchema['DadosPessoais'];
export type RegistroRequest = ApiSchema['RegistroRequest'];
export type UserIgrejaRole = ApiSchema['UserIgrejaRole'];
export type Notificacao = ApiSchema['Notificacao'];
export type Endereco = ApiSchema['Endereco'];
export type EnderecoInput = ApiSchema['EnderecoInput'];
export type Crianca = ApiSchema['Crianca'];
export type CriancaInput = ApiSchema['CriancaInput'];
export type Pais = ApiSchema['Pais'];
export type ItemReferencia = ApiSchema['ItemReferencia'];
export type CepResposta = ApiSchema['CepResposta'];
export type CampoPersonalizado = ApiSchema['CampoPersonalizado'];
