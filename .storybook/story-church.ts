import type { paths as AccountPaths } from '@church/contracts-account';
import type { paths as ChurchPaths } from '@church/contracts-church';
import type { paths as ReferenceDataPaths } from '@church/contracts-reference-data';
import type { Congregacao, Igreja, ItemReferencia, Modulo, Pais, Usuario, UsuarioIgreja } from '@church/data-access';
import { contractHttp } from '@church/testing/mock-api';

/** The church every story is served as (Grace, the demo's English church), unless a story changes it. */
export const storyChurch: Igreja = {
  id: 1,
  slug: 'grace',
  uuid: '6b1f3c1e-8d2a-4c55-9a31-3f4d1c2b9e01',
  codigo: 'grace',
  idioma: 'en',
  slugOrganizacao: 'grace-network',
  flagAtivo: true,
  nome: 'Grace Community Church',
  descricao: 'A family of believers in the heart of Boston.',
  historia: 'Grace began in 1987 with twelve families meeting in a school hall.\nToday three congregations gather every Sunday.',
  imagens: [],
  dataCadastro: '2020-01-15T12:00:00.000Z',
  moeda: 'USD',
  email: 'hello@grace.example',
  telefone: '+1 617 555 0142',
  endereco: '120 Tremont Street',
  cidade: 'Boston',
  estado: 'MA',
  pais: 'United States',
  site: null,
  fusoHorario: 'America/New_York',
};

/** The member a `session: 'member'` story is signed in as. */
/** The story church has every module on, as grace does. */
export const storyModules: Modulo[] = ['MOD_CULTO', 'MOD_EVENTO', 'MOD_DOACAO', 'MOD_CELULA', 'MOD_DEVOCIONAL', 'MOD_NOTICIA', 'MOD_EBD', 'MOD_PUBLICACAO', 'MOD_MURAL_ORACAO', 'MOD_ASSINATURA', 'MOD_APP_EXTERNO_1', 'MOD_APP_EXTERNO_2'].map(
  (codigo, index) => ({ id: index + 1, codigo, nome: codigo }),
);

export const storyMember: Usuario = {
  id: 7,
  uuid: '0f6a5a4e-2f43-4d0b-8f59-5b1b0f3c7a11',
  email: 'member@grace.example',
  nome: 'Ana',
  sobrenome: 'Souza',
  telefone: '11987654321',
  cpf: '52998224725',
  dataNascimento: '1990-05-14',
  sexo: 'F',
  idEstadoCivil: 2,
  qtdeFilhos: 1,
  idOcupacao: 1,
  idPais: 1,
  estado: 'SP',
  cidade: 'São Paulo',
  bairro: 'Bela Vista',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: null,
  cep: '01310100',
  observacoes: null,
  flagAtivo: true,
  dataCadastro: '2024-02-01T12:00:00.000Z',
};

export function storyChurchAccount(church: Igreja): UsuarioIgreja {
  return {
    id: 70,
    idUsuario: storyMember.id,
    idIgreja: church.id,
    codigoIgreja: church.codigo,
    nomeIgreja: church.nome,
    idCongregacao: 11,
    observacoes: null,
    flagAtivo: true,
    dataCadastro: '2024-02-01T12:00:00.000Z',
  };
}

export const storyCongregations: Congregacao[] = [
  { id: 11, nome: 'Downtown', endereco: '120 Tremont Street', cidade: 'Boston', estado: 'MA', telefone: '+1 617 555 0142' },
  { id: 12, nome: 'Cambridge', endereco: '45 Brattle Street', cidade: 'Cambridge', estado: 'MA', telefone: null },
];

const countries: Pais[] = [
  { id: 1, nome: 'Brasil', sigla: 'BR' },
  { id: 2, nome: 'United States', sigla: 'US' },
];
const occupations: ItemReferencia[] = [
  { id: 1, codigo: 'TEACHER', nome: 'Teacher' },
  { id: 2, codigo: 'NURSE', nome: 'Nurse' },
];
const maritalStatuses: ItemReferencia[] = [
  { id: 1, codigo: 'SOLTEIRO', nome: 'Single' },
  { id: 2, codigo: 'CASADO', nome: 'Married' },
];

const church = contractHttp<ChurchPaths>();
const account = contractHttp<AccountPaths>();
const reference = contractHttp<ReferenceDataPaths>();

/**
 * What every story's church answers unless the story says otherwise: its congregations and the
 * reference lists of the personal form (the data the shared libraries ask for).
 */
export function churchDataHandlers() {
  return [
    church.get('/congregacao/', ({ response }) => response(200).json({ congregacoes: storyCongregations })),
    reference.get('/utils/pais/', ({ response }) => response(200).json({ paises: countries })),
    reference.get('/utils/ocupacao/', ({ response }) => response(200).json({ ocupacoes: occupations })),
    reference.get('/utils/estado-civil/', ({ response }) => response(200).json({ estadosCivis: maritalStatuses })),
    reference.get('/utils/cep/{cep}/json/', ({ params, response }) =>
      response(200).json(
        params.cep === '01310100'
          ? { cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }
          : { erro: true },
      ),
    ),
  ];
}

/** The signed-in member's own data, for `session: 'member'` stories: the account, its church account, its roles, sign-out. */
export function memberHandlers(forChurch: Igreja) {
  return [
    account.get('/me', ({ response }) => response(200).json({ usuario: storyMember })),
    account.get('/user/{id}/usuario', ({ response }) => response(200).json({ usuarios: [storyChurchAccount(forChurch)] })),
    account.get('/user/{id}/role', ({ response }) =>
      response(200).json({ userIgrejaRoles: [{ role: 'ROLE_MEMBER', idIgreja: forChurch.id }] }),
    ),
    account.post('/security/logout', ({ response }) => response(204).empty()),
  ];
}
