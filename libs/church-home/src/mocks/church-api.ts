import type { Banner, Cliente, Congregacao, paths } from '@church/contracts-church';
import { contractHttp, neverAnswer, serverError } from '@church/testing/mock-api';

/** The church contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const churchApi = contractHttp<paths>();

export const storyBanners: Banner[] = [
  { id: 1, titulo: 'Welcome home this Sunday', imagem: { url: '/demo/banners/grace-1.svg', largura: 1200, altura: 400 }, link: '/about', ordem: 1 },
  { id: 2, titulo: 'Find a Grace campus near you', imagem: { url: '/demo/banners/grace-2.svg', largura: 1200, altura: 400 }, link: null, ordem: 2 },
];

/** `GET /banner/`: the church's banners. */
export const banners = (list: Banner[] = storyBanners) => churchApi.get('/banner/', ({ response }) => response(200).json({ banners: list }));
export const bannersLoading = () => churchApi.get('/banner/', neverAnswer);
export const bannersFailing = () => churchApi.get('/banner/', serverError);

/** `GET /congregacao/`: the church's congregations (the preset answers two by default). */
export const congregations = (congregacoes: Congregacao[]) => churchApi.get('/congregacao/', ({ response }) => response(200).json({ congregacoes }));
export const congregationsLoading = () => churchApi.get('/congregacao/', neverAnswer);
export const congregationsFailing = () => churchApi.get('/congregacao/', serverError);

const client = (id: number, codigo: string, nome: string, latitude: number, longitude: number): Cliente => ({
  id,
  codigo,
  nome,
  idIgreja: id,
  slugIgreja: codigo,
  slugOrganizacao: 'grace-network',
  flagAtivo: true,
  cidade: 'Boston',
  estado: 'MA',
  pais: 'United States',
  latitude,
  longitude,
});

export const storyClients: Cliente[] = [
  client(1, 'grace', 'Grace Community Church', 42.35, -71.06),
  client(4, 'grace-cambridge', 'Grace Cambridge', 42.37, -71.11),
];

/** `GET /cliente/?organizacao=`: the organization's churches; with a position, nearest first with their distance. */
export const organizationClients = (list: Cliente[] = storyClients) =>
  churchApi.get('/cliente/', ({ query, response }) => {
    const latitude = query.get('latitude');
    if (latitude === null) return response(200).json({ clientes: [...list].sort((a, b) => a.nome.localeCompare(b.nome)) });
    const away = (other: Cliente) => Math.round(Math.hypot(other.latitude - Number(latitude), other.longitude - Number(query.get('longitude'))) * 1110) / 10;
    return response(200).json({ clientes: list.map((other) => ({ ...other, distancia: away(other) })).sort((a, b) => a.distancia - b.distancia) });
  });
export const organizationClientsLoading = () => churchApi.get('/cliente/', neverAnswer);
export const organizationClientsFailing = () => churchApi.get('/cliente/', serverError);
