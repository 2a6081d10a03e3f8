/** A ViaCEP-shaped answer: the address of a CEP, or `{ erro: true }` when the service knows none. */
export interface CepAnswer {
  cep?: string;
  logradouro?: string;
  complemento?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  erro?: boolean;
}

export interface PostcodeLookup {
  /** `cep` is 8 digits. */
  lookup(cep: string): Promise<CepAnswer>;
}

/** A ViaCEP-compatible service: GET {base}/{cep}/json/. */
export class HttpPostcodeLookup implements PostcodeLookup {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 5000,
  ) {}

  async lookup(cep: string): Promise<CepAnswer> {
    const url = `${this.baseUrl.replace(/\/+$/, '')}/${cep}/json/`;
    const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs), headers: { accept: 'application/json' } });
    if (response.status === 400 || response.status === 404) return { erro: true };
    if (!response.ok) throw new Error(`The postcode service answered ${response.status}`);
    const body = (await response.json()) as Record<string, unknown>;
    if (body.erro === true || body.erro === 'true') return { erro: true };
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
    return {
      cep: text('cep'),
      logradouro: text('logradouro'),
      complemento: text('complemento'),
      bairro: text('bairro'),
      localidade: text('localidade'),
      uf: text('uf'),
    };
  }
}

/**
 * Real CEPs of well-known public places, answered as the service answers them; used when no
 * CEP_SERVICE_URL is configured (development, tests, the demo).
 */
export const LOCAL_CEPS: Record<string, Omit<CepAnswer, 'erro'>> = {
  '01001000': { cep: '01001-000', logradouro: 'Praça da Sé', complemento: 'lado ímpar', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' },
  '01310200': { cep: '01310-200', logradouro: 'Avenida Paulista', complemento: '', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  '04538133': { cep: '04538-133', logradouro: 'Avenida Brigadeiro Faria Lima', complemento: '', bairro: 'Itaim Bibi', localidade: 'São Paulo', uf: 'SP' },
  '04094050': { cep: '04094-050', logradouro: 'Avenida Pedro Álvares Cabral', complemento: '', bairro: 'Vila Mariana', localidade: 'São Paulo', uf: 'SP' },
  '70150900': { cep: '70150-900', logradouro: 'Praça dos Três Poderes', complemento: '', bairro: 'Zona Cívico-Administrativa', localidade: 'Brasília', uf: 'DF' },
  '13083970': { cep: '13083-970', logradouro: 'Cidade Universitária Zeferino Vaz', complemento: '', bairro: 'Barão Geraldo', localidade: 'Campinas', uf: 'SP' },
};

export class LocalPostcodeLookup implements PostcodeLookup {
  async lookup(cep: string): Promise<CepAnswer> {
    return LOCAL_CEPS[cep] ?? { erro: true };
  }
}

export function postcodeLookupFor(serviceUrl: string | undefined): PostcodeLookup {
  return serviceUrl ? new HttpPostcodeLookup(serviceUrl) : new LocalPostcodeLookup();
}
