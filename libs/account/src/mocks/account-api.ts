import type { paths as AccountPaths } from '@church/contracts-account';
import type { paths as ChurchPaths } from '@church/contracts-church';
import type { Crianca, Endereco, paths as MemberProfilePaths } from '@church/contracts-member-profile';
import type { paths as NotificationsPaths } from '@church/contracts-notifications';
import type { Cliente, Notificacao } from '@church/data-access';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/**
 * The mock handlers of the /user stories, each checked against its contract: the account's (identity
 * and session), the member profile's and the notifications' (`session: 'member'`: the preset answers
 * the member's own account, church account and roles).
 */
const accountApi = contractHttp<AccountPaths>();
const profileApi = contractHttp<MemberProfilePaths>();
const notificationsApi = contractHttp<NotificationsPaths>();
const churchApi = contractHttp<ChurchPaths>();

export const meLoading = () => accountApi.get('/me', neverAnswer);
/** The signed-in member's roles in the story's church: a staff role, or none. */
export const rolesAs = (who: 'staff' | 'member') =>
  accountApi.get('/user/{id}/role', ({ query, response }) =>
    response(200).json({ userIgrejaRoles: who === 'staff' ? [{ role: 'ROLE_ADMIN', idIgreja: Number(query.get('igreja')) }] : [] }),
  );
export const meFailing = () => accountApi.get('/me', serverError);

/** `PUT /usuario/`: saves what was sent. */
export const updateAccount = () =>
  profileApi.put('/usuario/', async ({ request, response }) => {
    const body = await request.json();
    return response(200).json({
      usuario: { id: 7, uuid: '0f6a5a4e-2f43-4d0b-8f59-5b1b0f3c7a11', email: 'member@grace.example', flagAtivo: true, dataCadastro: '2024-02-01T12:00:00.000Z', ...body },
    });
  });
export const updateAccountCpfInUse = () =>
  profileApi.put('/usuario/', ({ response }) => response(409).json(problem(409, { title: 'Conflict', code: 'USR_CPF_IN_USE' })));

/** The member's addresses and children as the server keeps them, for the stories that change them. */
export function createMemberRecords() {
  const initialAddresses: Endereco[] = [
    {
      id: 1,
      descricao: 'Home',
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: 'Apt 12',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
      flagPrincipal: true,
    },
  ];
  const initialChildren: Crianca[] = [
    { id: 1, nome: 'Lucas', dataNascimento: '2018-03-09', sexo: 'M', observacoes: 'Allergic to peanuts' },
    { id: 2, nome: 'Marina', dataNascimento: '2020-07-21', sexo: 'F', observacoes: null },
  ];
  let addresses = [...initialAddresses];
  let children = [...initialChildren];
  let nextId = 100;
  return {
    /** For a story's `beforeEach`: each story starts from the same records. */
    reset: (start: { addresses?: Endereco[]; children?: Crianca[] } = {}) => {
      addresses = [...(start.addresses ?? initialAddresses)];
      children = [...(start.children ?? initialChildren)];
    },
    addresses: () => [
      profileApi.get('/user/{id}/endereco', ({ response }) => response(200).json({ enderecos: addresses })),
      profileApi.post('/usuario/{id}/endereco', async ({ request, response }) => {
        const endereco: Endereco = { flagPrincipal: false, ...(await request.json()), id: nextId++ };
        addresses = [...addresses, endereco];
        return response(201).json({ endereco });
      }),
      profileApi.put('/usuario/{id}/endereco/{addressId}', async ({ params, request, response }) => {
        const endereco: Endereco = { flagPrincipal: false, ...(await request.json()), id: Number(params.addressId) };
        addresses = addresses.map((address) => (address.id === endereco.id ? endereco : address));
        return response(200).json({ endereco });
      }),
      profileApi.delete('/usuario/{id}/endereco/{addressId}', ({ params, response }) => {
        addresses = addresses.filter((address) => address.id !== Number(params.addressId));
        return response(204).empty();
      }),
    ],
    children: () => [
      profileApi.get('/user/{id}/crianca', ({ response }) => response(200).json({ criancas: children })),
      profileApi.post('/usuario/{id}/crianca', async ({ request, response }) => {
        const crianca: Crianca = { ...(await request.json()), id: nextId++ };
        children = [...children, crianca];
        return response(201).json({ crianca });
      }),
      profileApi.delete('/usuario/{id}/crianca/{childId}', ({ params, response }) => {
        children = children.filter((child) => child.id !== Number(params.childId));
        return response(204).empty();
      }),
    ],
  };
}

export const addressesLoading = () => profileApi.get('/user/{id}/endereco', neverAnswer);
export const addressesFailing = () => profileApi.get('/user/{id}/endereco', serverError);
export const childrenLoading = () => profileApi.get('/user/{id}/crianca', neverAnswer);
export const childrenFailing = () => profileApi.get('/user/{id}/crianca', serverError);

export const storyNotifications: Notificacao[] = [
  {
    id: 3,
    titulo: 'Christmas Eve services: times announced',
    corpo: 'Three candlelight services on December 24.',
    dataCadastro: '2026-11-20T14:00:00.000Z',
    dataUltimaAlteracao: '2026-11-20T14:00:00.000Z',
    tipo: { codigo: 'NOTICIA' },
    igreja: { codigo: 'grace' },
    idEntidadeRelacionada: '12',
  },
  {
    id: 2,
    titulo: 'Welcome to Grace',
    corpo: 'We are glad you joined us.',
    dataCadastro: '2026-11-02T10:00:00.000Z',
    dataUltimaAlteracao: '2026-11-02T10:00:00.000Z',
    tipo: { codigo: 'GERAL' },
    igreja: { codigo: 'grace' },
    idEntidadeRelacionada: null,
  },
];

/** `GET /igreja/{id}/notificacao/`: the member's latest notifications in this church. */
export const notifications = (notificacoes: Notificacao[] = storyNotifications) =>
  notificationsApi.get('/igreja/{id}/notificacao/', ({ response }) => response(200).json({ notificacoes, total: notificacoes.length }));
export const notificationsLoading = () => notificationsApi.get('/igreja/{id}/notificacao/', neverAnswer);
export const notificationsFailing = () => notificationsApi.get('/igreja/{id}/notificacao/', serverError);

/** `POST /user/alterar-senha`: right when the current password is `Demo@2026`, else the field error the server gives. */
export const changePassword = () =>
  accountApi.post('/user/alterar-senha', async ({ request, response }) => {
    const { senhaAtual } = await request.json();
    return senhaAtual === 'Demo@2026'
      ? response(204).empty()
      : response(400).json(problem(400, { errors: [{ field: 'body.senhaAtual', message: 'The current password is not right.' }] }));
  });

/** `POST /user/{id}/pedido-exclusao`: registered when the password is `Demo@2026`, else the server's field error (400). */
export const requestDeletion = () =>
  profileApi.post('/user/{id}/pedido-exclusao', async ({ request, response }) => {
    const { senha } = await request.json();
    return senha === 'Demo@2026'
      ? response(201).json({ pedidoExclusao: { id: 5, dataCadastro: '2026-11-23T12:00:00.000Z' } })
      : response(400).json(problem(400, { errors: [{ field: 'body.senha', message: 'Senha incorreta.' }] }));
  });

const client = (id: number, codigo: string, nome: string, cidade: string, distancia: number | null = null): Cliente => ({
  id,
  codigo,
  nome,
  idIgreja: id,
  slugIgreja: codigo,
  slugOrganizacao: 'grace-network',
  flagAtivo: true,
  cidade,
  estado: 'MA',
  pais: 'United States',
  latitude: 42.35,
  longitude: -71.06,
  distancia,
});

/** `GET /cliente/`: the organization's churches, this one (grace) among them. */
export const organizationClients = () =>
  churchApi.get('/cliente/', ({ response }) =>
    response(200).json({
      clientes: [client(1, 'grace', 'Grace Community Church', 'Boston'), client(4, 'grace-cambridge', 'Grace Cambridge', 'Cambridge')],
    }),
  );
export const organizationClientsLoading = () => churchApi.get('/cliente/', neverAnswer);
export const organizationClientsFailing = () => churchApi.get('/cliente/', serverError);

/** `POST /usuario/troca-igreja`: the membership moves. */
export const changeChurch = () =>
  accountApi.post('/usuario/troca-igreja', async ({ request, response }) => {
    const { idIgreja } = await request.json();
    return response(200).json({
      usuarioIgreja: {
        id: 71,
        idUsuario: 7,
        idIgreja,
        codigoIgreja: 'grace-cambridge',
        nomeIgreja: 'Grace Cambridge',
        flagAtivo: true,
        dataCadastro: '2026-11-23T12:00:00.000Z',
      },
    });
  });
export const changeChurchFailing = () => accountApi.post('/usuario/troca-igreja', serverError);
