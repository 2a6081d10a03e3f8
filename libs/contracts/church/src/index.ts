// Generated from openapi/modules/church.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/igreja/codigo/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A church by its code (the first label of its subdomain). */
        get: operations["getIgrejaByCodigo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The clients (churches) served under a custom host name. */
        get: operations["getIgrejaByHostname"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/metodo-pagamento/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment methods a church accepts. */
        get: operations["listMetodosPagamento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja-app-menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's menu items, in order. */
        get: operations["listIgrejaAppMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/modulo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The modules a church has switched on. */
        get: operations["listModulos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/visual/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's visual settings (primary colour, logo). */
        get: operations["getIgrejaVisual"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banner/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's home banners, in order. */
        get: operations["listBanners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cliente/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organization's clients (its churches), nearest first when a position is given. */
        get: operations["listClientes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/congregacao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's congregations. */
        get: operations["listCongregacoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizacao/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organization by its slug. */
        get: operations["getOrganizacao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        IgrejaCodigoResposta: {
            status: boolean;
            igreja: components["schemas"]["Igreja"];
        };
        Igreja: {
            id: number;
            slug: string;
            /** Format: uuid */
            uuid: string;
            codigo: string;
            /** @description Language as stored (e.g. pt_BR); clients normalise underscores to hyphens. */
            idioma: string;
            slugOrganizacao: string;
            flagAtivo: boolean;
            nome: string;
            historia?: string | null;
            descricao?: string | null;
            imagens: components["schemas"]["Imagem"][];
            facebookPixelCode?: string | null;
            codigoPlano?: string | null;
            /** Format: date-time */
            dataCadastro: string;
            /** @description ISO 4217 currency code used to format money. */
            moeda: string;
            email?: string | null;
            telefone?: string | null;
            endereco?: string | null;
            cidade?: string | null;
            estado?: string | null;
            pais?: string | null;
            site?: string | null;
            /**
             * @description The IANA time zone the church lives in (America/Sao_Paulo). The site shows every date and time in it, whatever the reader's zone; UTC for a church that has not set one.
             * @example America/Sao_Paulo
             */
            fusoHorario: string;
            /**
             * @description The church's own app on Apple's App Store, where it has one; the church home links to it (and to linkGooglePlay) in place of offering the installable web app. Absent when it has none.
             * @example https://apps.apple.com/app/id1234567890
             */
            linkAppStore?: string | null;
            /**
             * @description The church's own app on Google Play, where it has one (see linkAppStore).
             * @example https://play.google.com/store/apps/details?id=org.example.church
             */
            linkGooglePlay?: string | null;
        };
        Imagem: {
            url: string;
            largura: number;
            altura: number;
            descricao?: string | null;
        };
        /** @description RFC 9457 problem details. */
        Problem: {
            type: string;
            title: string;
            status: number;
            detail?: string;
            instance?: string;
            /** @description A stable error code where the specification has one. */
            code?: string;
            errors?: {
                field: string;
                message: string;
            }[];
        };
        /** @description A church as an organization's client, with its position. */
        Cliente: {
            id: number;
            nome: string;
            /** @description The church code. */
            codigo: string;
            idIgreja: number;
            slugIgreja: string;
            slugOrganizacao: string;
            flagAtivo: boolean;
            idioma?: string | null;
            cidade?: string | null;
            estado?: string | null;
            pais?: string | null;
            endereco?: string | null;
            latitude: number;
            longitude: number;
            /** @description Kilometres from the given position, when one was given. */
            distancia?: number | null;
        };
        Slug: string;
        MetodoPagamento: {
            id: number;
            /** @description CARTAO_CREDITO, PIX, BOLETO, DINHEIRO, CARTEIRA_DIGITAL or ACH. */
            codigo: string;
            nome: string;
            idGatewayPagamento?: number | null;
            /**
             * @description Which provider serves the method at this church (`sandbox`, `stripe`): where it is `stripe`,
             *     a card is typed only into Stripe's own fields (Stripe.js, with `chavePublicavel`).
             */
            provedor?: string | null;
            /** @description The provider's publishable key for the browser (Stripe's `pk_…`), where the method is served by Stripe. */
            chavePublicavel?: string | null;
        };
        /** @description The id of a stored row (a PostgreSQL integer). */
        Id: number;
        IgrejaAppMenu: {
            id: number;
            titulo: string;
            /** @description A path of the site (starting with /) or, when flagExterno, an absolute URL. */
            link: string;
            ordem: number;
            icone?: string | null;
            flagExterno: boolean;
        };
        Modulo: {
            id: number;
            codigo: string;
            nome: string;
        };
        IgrejaVisual: {
            corApp: string;
            logo?: components["schemas"]["Imagem"];
        };
        Banner: {
            id: number;
            titulo: string;
            imagem: components["schemas"]["Imagem"];
            link?: string | null;
            ordem: number;
        };
        Congregacao: {
            id: number;
            nome: string;
            endereco?: string | null;
            cidade?: string | null;
            estado?: string | null;
            telefone?: string | null;
            latitude?: number | null;
            longitude?: number | null;
        };
        Organizacao: {
            id: number;
            slug: string;
            nome: string;
            descricao?: string | null;
        };
    };
    responses: {
        /** @description The request is not valid; `errors` names each field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Nothing exists under that identifier. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        CodePath: string;
        SlugPath: components["schemas"]["Slug"];
        /** @description The church id. */
        IgrejaQuery: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getIgrejaByCodigo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: components["parameters"]["CodePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The church. `status` is false when the lookup failed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IgrejaCodigoResposta"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getIgrejaByHostname: {
        parameters: {
            query: {
                hostname: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clients mapped to the host name; empty when none is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientes: components["schemas"]["Cliente"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listMetodosPagamento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        metodosPagamento: components["schemas"]["MetodoPagamento"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listIgrejaAppMenu: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Menu items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        igrejaAppMenus: components["schemas"]["IgrejaAppMenu"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listModulos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Enabled modules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modulos: components["schemas"]["Modulo"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getIgrejaVisual: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Visual settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        igrejaVisual: components["schemas"]["IgrejaVisual"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listBanners: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Banners. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        banners: components["schemas"]["Banner"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listClientes: {
        parameters: {
            query: {
                organizacao: components["schemas"]["Slug"];
                latitude?: number;
                longitude?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Clients of the organization. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientes: components["schemas"]["Cliente"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listCongregacoes: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Congregations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        congregacoes: components["schemas"]["Congregacao"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizacao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organizacao: components["schemas"]["Organizacao"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
}

// The schemas church.yaml defines, by name.
export type Igreja = components['schemas']['Igreja'];
export type IgrejaCodigoResposta = components['schemas']['IgrejaCodigoResposta'];
export type Organizacao = components['schemas']['Organizacao'];
export type Cliente = components['schemas']['Cliente'];
export type Modulo = components['schemas']['Modulo'];
export type IgrejaVisual = components['schemas']['IgrejaVisual'];
export type MetodoPagamento = components['schemas']['MetodoPagamento'];
export type IgrejaAppMenu = components['schemas']['IgrejaAppMenu'];
export type Banner = components['schemas']['Banner'];
export type Congregacao = components['schemas']['Congregacao'];
