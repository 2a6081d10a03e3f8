// Generated from openapi/modules/studies.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/igreja/{slug}/configuracao-estudo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the church's small-group studies are public (§7 "Groups and studies"). */
        get: operations["getConfiguracaoEstudo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/estudo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The church's Bible studies for small groups, newest first.
         * @description When the church's study configuration says members only (`flagConteudoPublico` false), the
         *     request needs the bearer token of a signed-in member of that church: 401 without one, 403
         *     for an account that is not a member there.
         */
        get: operations["listEstudos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/estudo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One study of the church.
         * @description When the church's study configuration says members only (`flagConteudoPublico` false), the
         *     request needs the bearer token of a signed-in member of that church: 401 without one, 403
         *     for an account that is not a member there.
         */
        get: operations["getEstudo"];
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
        ConfiguracaoEstudo: {
            /** @description True when visitors may read the studies; false when only the church's members may. */
            flagConteudoPublico: boolean;
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
        EstudoResumo: {
            id: number;
            titulo: string;
            /** @description The Bible passage studied, as written (John 15:1-17). */
            passagemBiblica: string;
            resumo: string;
            /** Format: date */
            dataEstudo: string;
        };
        /** @description The id of a stored row (a PostgreSQL integer). */
        Id: number;
        Estudo: components["schemas"]["EstudoResumo"] & {
            /** @description Rich text (HTML) written by church staff; sanitise before rendering. */
            conteudo: string;
            /** @description The questions for the group's discussion, in order. */
            perguntas: string[];
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
        /** @description No valid credentials. At login_check, the same answer for an unknown e-mail and a wrong password. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The signed-in account may not read or change this. */
        Forbidden: {
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
    getConfiguracaoEstudo: {
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
            /** @description The study configuration; `data.flagConteudoPublico` false means members only. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConfiguracaoEstudo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listEstudos: {
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
            /** @description One page of studies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        estudos: components["schemas"]["EstudoResumo"][];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getEstudo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The study. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        estudo: components["schemas"]["Estudo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
}

// The schemas studies.yaml defines, by name.
export type ConfiguracaoEstudo = components['schemas']['ConfiguracaoEstudo'];
export type EstudoResumo = components['schemas']['EstudoResumo'];
export type Estudo = components['schemas']['Estudo'];
