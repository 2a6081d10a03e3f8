// Generated from openapi/modules/ministries.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/igreja/{slug}/ministerio/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's published ministries, in the church's order. */
        get: operations["listMinisterios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/ministerio/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published ministry of the church, with its published projects. */
        get: operations["getMinisterio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/ministerio/{id}/projeto/{projetoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published project of a published ministry of the church. */
        get: operations["getProjetoMinisterio"];
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
        MinisterioResumo: {
            id: number;
            nome: string;
            descricao: string;
            lider?: string | null;
            imagem?: components["schemas"]["Imagem"];
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
        /** @description The id of a stored row (a PostgreSQL integer). */
        Id: number;
        Ministerio: components["schemas"]["MinisterioResumo"] & {
            contato?: string | null;
            projetos: components["schemas"]["ProjetoMinisterioResumo"][];
        };
        ProjetoMinisterioResumo: {
            id: number;
            nome: string;
            objetivo: string;
            status: components["schemas"]["ProjetoStatus"];
            imagem?: components["schemas"]["Imagem"];
        };
        /** @enum {string} */
        ProjetoStatus: "PLANEJADO" | "EM_ANDAMENTO" | "CONCLUIDO";
        ProjetoMinisterio: components["schemas"]["ProjetoMinisterioResumo"] & {
            descricao: string;
            idMinisterio: number;
            nomeMinisterio: string;
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
        ContentPage: number;
        /** @description Items per page. */
        ContentLimit: number;
        ContentIdPath: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listMinisterios: {
        parameters: {
            query?: {
                /** @description The page, from 1; a page past the end is empty. */
                page?: components["parameters"]["ContentPage"];
                /** @description Items per page. */
                limit?: components["parameters"]["ContentLimit"];
            };
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of ministries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ministerios: components["schemas"]["MinisterioResumo"][];
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
    getMinisterio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                id: components["parameters"]["ContentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ministry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ministerio: components["schemas"]["Ministerio"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getProjetoMinisterio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                id: components["parameters"]["ContentIdPath"];
                projetoId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projeto: components["schemas"]["ProjetoMinisterio"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
}

// The schemas ministries.yaml defines, by name.
export type MinisterioResumo = components['schemas']['MinisterioResumo'];
export type Ministerio = components['schemas']['Ministerio'];
export type ProjetoStatus = components['schemas']['ProjetoStatus'];
export type ProjetoMinisterioResumo = components['schemas']['ProjetoMinisterioResumo'];
export type ProjetoMinisterio = components['schemas']['ProjetoMinisterio'];
