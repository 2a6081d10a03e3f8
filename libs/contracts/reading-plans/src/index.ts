// Generated from openapi/modules/reading-plans.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/igreja/{slug}/plano-leitura/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's reading plans (§2 "Discover"), in the church's order, paged. */
        get: operations["listPlanosLeitura"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/plano-leitura/{plano}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the church's plans, day by day. */
        get: operations["getPlanoLeitura"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/plano-leitura/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's plans at the church (§2 "My Plans"), in progress and completed, latest started first. */
        get: operations["listInscricoesPlanoLeitura"];
        put?: never;
        /**
         * Starts one of the church's plans for the member, on day 1.
         * @description A plan the member has started already is a 409 with `PLANO_LEITURA_JA_INICIADO`; reset it instead.
         */
        post: operations["startPlanoLeitura"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/plano-leitura/{inscricao}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's progress in one plan. */
        get: operations["getInscricaoPlanoLeitura"];
        put?: never;
        post?: never;
        /** Deletes the member's progress in a plan, and the plan from their plans (irreversible). */
        delete: operations["deleteInscricaoPlanoLeitura"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/plano-leitura/{inscricao}/dia/{dia}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Marks a day of the plan read (or not read).
         * @description Marking the last unread day completes the plan (`dataConclusao` set, `diaAtual` null); unmarking a
         *     day of a completed plan puts it back in progress. A day past the plan's last is a 404.
         */
        put: operations["marcarDiaPlanoLeitura"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/plano-leitura/{inscricao}/reiniciar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resets the member's progress in a plan to day 1, starting today (irreversible). */
        post: operations["reiniciarPlanoLeitura"];
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
        PlanoLeituraResumo: {
            uuid: components["schemas"]["Uuid"];
            nome: string;
            descricao: string;
            totalDias: number;
        };
        /** Format: uuid */
        Uuid: string;
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
        PlanoLeitura: components["schemas"]["PlanoLeituraResumo"] & {
            dias: {
                dia: number;
                leituras: components["schemas"]["Leitura"][];
            }[];
        };
        Leitura: {
            livro: components["schemas"]["LivroOsis"];
            /** @description The book's name in the church's language (its translation's). */
            nomeLivro: string;
            capituloInicial: number;
            capituloFinal: number;
        };
        /** @enum {string} */
        LivroOsis: "Gen" | "Exod" | "Lev" | "Num" | "Deut" | "Josh" | "Judg" | "Ruth" | "1Sam" | "2Sam" | "1Kgs" | "2Kgs" | "1Chr" | "2Chr" | "Ezra" | "Neh" | "Esth" | "Job" | "Ps" | "Prov" | "Eccl" | "Song" | "Isa" | "Jer" | "Lam" | "Ezek" | "Dan" | "Hos" | "Joel" | "Amos" | "Obad" | "Jonah" | "Mic" | "Nah" | "Hab" | "Zeph" | "Hag" | "Zech" | "Mal" | "Matt" | "Mark" | "Luke" | "John" | "Acts" | "Rom" | "1Cor" | "2Cor" | "Gal" | "Eph" | "Phil" | "Col" | "1Thess" | "2Thess" | "1Tim" | "2Tim" | "Titus" | "Phlm" | "Heb" | "Jas" | "1Pet" | "2Pet" | "1John" | "2John" | "3John" | "Jude" | "Rev";
        /** @description The id of a stored row (a PostgreSQL integer). */
        Id: number;
        InscricaoPlanoLeitura: {
            uuid: components["schemas"]["Uuid"];
            plano: components["schemas"]["PlanoLeituraResumo"];
            /** Format: date-time */
            dataInicio: string;
            /**
             * Format: date-time
             * @description When the last unread day was marked read; null while in progress.
             */
            dataConclusao: string | null;
            /** @description The days marked read, in order. */
            diasLidos: number[];
            /** @description The first day not yet read; null once the plan is completed. */
            diaAtual: number | null;
        };
        InscricaoResposta: {
            inscricao: components["schemas"]["InscricaoPlanoLeitura"];
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
        /** @description Nothing exists under that identifier. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Conflicts with existing data (`code` says which, `errors` names the field). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body's media type is not one this operation accepts (or an upload's content is not an accepted image type). */
        UnsupportedMediaType: {
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
        /** @description The plan's UUID. */
        PlanoPath: components["schemas"]["Uuid"];
        /** @description The account id; only the signed-in account's own. */
        UserIdPath: components["schemas"]["Id"];
        /** @description The church id. */
        IgrejaQuery: components["schemas"]["Id"];
        /** @description The UUID of the member's progress in a plan. */
        InscricaoPath: components["schemas"]["Uuid"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listPlanosLeitura: {
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
            /** @description One page of plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        planos: components["schemas"]["PlanoLeituraResumo"][];
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
    getPlanoLeitura: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The plan's UUID. */
                plano: components["parameters"]["PlanoPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plano: components["schemas"]["PlanoLeitura"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listInscricoesPlanoLeitura: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        inscricoes: components["schemas"]["InscricaoPlanoLeitura"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    startPlanoLeitura: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    plano: components["schemas"]["Uuid"];
                };
            };
        };
        responses: {
            /** @description The member's new progress in the plan. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InscricaoResposta"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getInscricaoPlanoLeitura: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                /** @description The UUID of the member's progress in a plan. */
                inscricao: components["parameters"]["InscricaoPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InscricaoResposta"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteInscricaoPlanoLeitura: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                /** @description The UUID of the member's progress in a plan. */
                inscricao: components["parameters"]["InscricaoPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    marcarDiaPlanoLeitura: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                /** @description The UUID of the member's progress in a plan. */
                inscricao: components["parameters"]["InscricaoPath"];
                /** @description The day, from 1. */
                dia: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lido: boolean;
                };
            };
        };
        responses: {
            /** @description The progress after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InscricaoResposta"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    reiniciarPlanoLeitura: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                /** @description The UUID of the member's progress in a plan. */
                inscricao: components["parameters"]["InscricaoPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The progress, from day 1. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InscricaoResposta"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
}

// The schemas reading-plans.yaml defines, by name.
export type Uuid = components['schemas']['Uuid'];
export type Leitura = components['schemas']['Leitura'];
export type PlanoLeituraResumo = components['schemas']['PlanoLeituraResumo'];
export type PlanoLeitura = components['schemas']['PlanoLeitura'];
export type InscricaoPlanoLeitura = components['schemas']['InscricaoPlanoLeitura'];
export type InscricaoResposta = components['schemas']['InscricaoResposta'];
