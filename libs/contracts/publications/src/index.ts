// Generated from openapi/modules/publications.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/igreja/{slug}/publicacao-tipo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's publication types, each with how many publications it has. */
        get: operations["listPublicacaoTipos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/publicacao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's publications, newest first, optionally of one type. */
        get: operations["listPublicacoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/publicacao/{publicacaoSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One publication of the church, by its slug. */
        get: operations["getPublicacao"];
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
        Slug: string;
        PublicacaoTipo: {
            id: number;
            nome: string;
            slug: string;
            descricao?: string | null;
            totalPublicacoes: number;
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
        PublicacaoResumo: {
            id: number;
            titulo: string;
            slug: string;
            tipo: {
                id: number;
                nome: string;
                slug: string;
            };
            resumo: string;
            /** @description The cover image (an Imagem), or null. */
            imagem: {
                url: string;
                largura: number;
                altura: number;
                descricao?: string | null;
            } | null;
            /** Format: date-time */
            dataPublicacao: string;
            /** @description A file to download with the publication (a PDF bulletin), or null. */
            arquivo: {
                url: string;
                nome: string;
            } | null;
        };
        Publicacao: components["schemas"]["PublicacaoResumo"] & {
            /** @description Rich text (HTML) written by church staff; sanitise before rendering. */
            conteudo: string;
        };
        /** @description A file to download with the publication (a PDF bulletin). */
        PublicacaoArquivo: {
            url: string;
            nome: string;
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
        SlugPath: components["schemas"]["Slug"];
        /** @description The page, from 1; a page past the end is empty. */
        MediaPage: number;
        /** @description Items per page. */
        MediaLimit: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listPublicacaoTipos: {
        parameters: {
            query?: {
                /** @description The page, from 1; a page past the end is empty. */
                page?: components["parameters"]["MediaPage"];
                /** @description Items per page. */
                limit?: components["parameters"]["MediaLimit"];
            };
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of publication types, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicacaoTipos: components["schemas"]["PublicacaoTipo"][];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listPublicacoes: {
        parameters: {
            query?: {
                /** @description The page, from 1; a page past the end is empty. */
                page?: components["parameters"]["MediaPage"];
                /** @description Items per page. */
                limit?: components["parameters"]["MediaLimit"];
                /** @description The slug of a publication type; an unknown type gives an empty list. */
                tipo?: components["schemas"]["Slug"];
            };
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of publications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicacoes: components["schemas"]["PublicacaoResumo"][];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getPublicacao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                publicacaoSlug: components["schemas"]["Slug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The publication. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicacao: components["schemas"]["Publicacao"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
}

// The schemas publications.yaml defines, by name.
export type PublicacaoTipo = components['schemas']['PublicacaoTipo'];
export type PublicacaoArquivo = components['schemas']['PublicacaoArquivo'];
export type PublicacaoResumo = components['schemas']['PublicacaoResumo'];
export type Publicacao = components['schemas']['Publicacao'];
