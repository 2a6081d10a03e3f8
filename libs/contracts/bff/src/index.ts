// Generated from openapi/bff.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/tenant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything the shell needs for its first themed paint, for the church of this host.
         * @description The same document the server inlines into index.html. An inactive church answers with
         *     its church data only (flagAtivo false) so that the shell can show its error page.
         */
        get: operations["getTenantBootstrap"];
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
        TenantBootstrap: {
            igreja: components["schemas"]["Igreja"];
            modulos: components["schemas"]["Modulo"][];
            igrejaVisual?: components["schemas"]["IgrejaVisual"];
            metodosPagamento: components["schemas"]["MetodoPagamento"][];
            igrejaAppMenus: components["schemas"]["IgrejaAppMenu"][];
            banners: components["schemas"]["Banner"][];
            config: components["schemas"]["ShellConfig"];
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
        Modulo: {
            id: number;
            codigo: string;
            nome: string;
        };
        IgrejaVisual: {
            corApp: string;
            logo?: components["schemas"]["Imagem"];
        };
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
        IgrejaAppMenu: {
            id: number;
            titulo: string;
            /** @description A path of the site (starting with /) or, when flagExterno, an absolute URL. */
            link: string;
            ordem: number;
            icone?: string | null;
            flagExterno: boolean;
        };
        Banner: {
            id: number;
            titulo: string;
            imagem: components["schemas"]["Imagem"];
            link?: string | null;
            ordem: number;
        };
        /** @description Deployment settings the shell needs. */
        ShellConfig: {
            appDomain: string;
            adminUrl: string;
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getTenantBootstrap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's bootstrap. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantBootstrap"];
                };
            };
            /** @description No church is served under this host name. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}

// The schemas bff.yaml defines, by name.
export type TenantBootstrap = components['schemas']['TenantBootstrap'];
export type ShellConfig = components['schemas']['ShellConfig'];
