// Generated from openapi/modules/groups.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/igreja/{slug}/celula/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The church's active small groups (§7 "Groups and studies"), with the church's map settings.
         * @description Every active group of the church, by meeting day and start time; groups without coordinates
         *     are listed too (`latitude`/`longitude` null). With `usuario=1` only the signed-in member's own
         *     groups (those they belong to, lead or are responsible for): 401 without a token, 403 for an
         *     account that is not a member of the church. `configuracao.chaveGoogleMaps` is the church's
         *     browser key for Google Maps (null: the church has none, and the site shows no map).
         *
         *     Each group's exact address, coordinates and leader's full name go only to the readers the
         *     church allows (`celula_configuracao.visibilidade_endereco`): everyone (`todos`), its signed-in
         *     members (`membros`, the default), or the group's participants, those whose request to join it
         *     was accepted and the church's staff (`participantes`). Anyone else gets the group with
         *     `areaAproximada`: no `endereco`, the centre of an area about 1 km across instead of the place
         *     (nearest first and distances work from it), and the leader's first name and initial. A token,
         *     when sent, must be valid (401 otherwise).
         */
        get: operations["listCelulas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/celula/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One active group of the church, with its studies and, for a signed-in member, where they stand with it.
         * @description `participacao` is left out for a visitor; with a valid token it says whether the account takes
         *     part in the group, has a join request waiting, and may read its meeting records. The group's
         *     studies are listed when the church's studies are public, or to a member of the church. The
         *     address, coordinates and the names of its leader and responsible are exact only for the
         *     readers the church allows, as in the list; anyone else gets `areaAproximada`.
         */
        get: operations["getCelula"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/celula/{id}/reuniao-registro/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The group's meeting records, newest first.
         * @description Only for the group's participants (members, its leader and the person responsible) and the
         *     church's staff: 401 without a token, 403 for anyone else.
         */
        get: operations["listReunioesCelula"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/celula/{id}/reuniao-registro/{registroId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One meeting record of the group.
         * @description Only for the group's participants and the church's staff, as the list.
         */
        get: operations["getReuniaoCelula"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/solicitacao-celula/admissao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks to join a group; its leader is told by e-mail.
         * @description The signed-in member of the church asks to join one of its active groups, with an optional
         *     message for the leader, who gets an e-mail (in the church's language) with the member's name,
         *     e-mail and phone (the person responsible is told when the group has no leader). A member whose request to that group is still waiting gets 409
         *     `CELULA_SOLICITACAO_PENDENTE` and no second request or e-mail; one who already takes part gets
         *     409 `CELULA_JA_PARTICIPA`. An account asks at most 10 times an hour (429).
         */
        post: operations["createSolicitacaoCelula"];
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
        CelulaResumo: {
            id: number;
            nome: string;
            tipo?: components["schemas"]["CelulaTipo"];
            /** @description The meeting day, ISO 8601 (1 Monday … 7 Sunday). */
            diaSemana: number;
            horaInicio: components["schemas"]["Hora"];
            horaFim: components["schemas"]["Hora"];
            /** @description What the group is going through this term. */
            tema: string | null;
            /** @description Street and number (and complement) where it meets; null for a reader who may not see it (see `areaAproximada`). */
            endereco: string | null;
            bairro: string | null;
            cidade: string;
            estado: string | null;
            latitude: number | null;
            /** @description With `latitude`, where it meets; the centre of the approximate area when `areaAproximada` is given. */
            longitude: number | null;
            areaAproximada?: components["schemas"]["AreaAproximada"];
            lider?: components["schemas"]["Pessoa"];
        };
        CelulaTipo: {
            id: number;
            /** @description The kind of group (couples, youth, women…), in the church's words. */
            nome: string;
        };
        /** @description A time of day, HH:MM (24 hours), in the church's time zone. */
        Hora: string;
        /**
         * @description The reader may not see the group's exact address: `endereco` is null, `bairro`, `cidade` and
         *     `estado` say where it meets, and `latitude`/`longitude` are the centre of an area about 1 km
         *     across that holds the meeting place (never the place itself), drawn as a circle.
         */
        AreaAproximada: {
            /** @description The radius of the circle around `latitude`/`longitude` that holds the meeting place (null for a group without coordinates). */
            raioMetros: number | null;
            /**
             * @description Who the church shares the exact address with — its signed-in members, or the group's participants (once a request to join is accepted).
             * @enum {string}
             */
            enderecoPara: "membros" | "participantes";
        };
        Pessoa: {
            /** @description First name and surname; first name and the surname's initial (`Daniel B.`) for a reader who may not see the group's address. */
            nome: string;
        };
        CelulaConfiguracao: {
            /** @description The church's Google Maps JavaScript API browser key (restricted to its sites by the church); null without one. */
            chaveGoogleMaps: string | null;
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
        Celula: components["schemas"]["CelulaResumo"] & {
            descricao: string | null;
            responsavel?: components["schemas"]["Pessoa"];
            /** @description The studies the group follows, newest first (empty when the church's studies are for members and the reader is not one). */
            estudos: components["schemas"]["EstudoDaCelula"][];
            participacao?: components["schemas"]["ParticipacaoCelula"];
        };
        EstudoDaCelula: {
            id: number;
            titulo: string;
            passagemBiblica: string;
            /** Format: date */
            dataEstudo: string;
        };
        /** @description Where the signed-in account stands with the group. */
        ParticipacaoCelula: {
            /** @description A member of the group, its leader or the person responsible. */
            participa: boolean;
            /** @description Has asked to join and the request is still waiting. */
            solicitacaoPendente: boolean;
            /** @description May read the meeting records (a participant or the church's staff). */
            acessoReunioes: boolean;
        };
        CelulaReferencia: {
            id: number;
            nome: string;
        };
        ReuniaoRegistro: {
            id: number;
            /** Format: date */
            data: string;
            horaInicio: components["schemas"]["Hora"];
            horaFim: components["schemas"]["Hora"];
            tema: string;
            /** @description The leader's notes, plain text. */
            observacoes: string | null;
        };
        SolicitacaoCelulaInput: {
            celula: components["schemas"]["Id"];
            /** @description An optional note for the leader, plain text. */
            mensagem?: string;
        };
        SolicitacaoCelula: {
            id: number;
            celula: components["schemas"]["CelulaReferencia"];
            /** @enum {string} */
            situacao: "pendente" | "aceita" | "recusada";
            /** Format: date-time */
            dataCadastro: string;
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
        /** @description Too many attempts; try again later (Retry-After). */
        TooManyRequests: {
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
        ContentIdPath: components["schemas"]["Id"];
        /** @description The page, from 1; a page past the end is empty. */
        ContentPage: number;
        /** @description Items per page. */
        ContentLimit: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listCelulas: {
        parameters: {
            query?: {
                /** @description 1 lists only the signed-in member's own groups. */
                usuario?: number;
            };
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        celulas: components["schemas"]["CelulaResumo"][];
                        configuracao: components["schemas"]["CelulaConfiguracao"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCelula: {
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
            /** @description The group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        celula: components["schemas"]["Celula"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listReunioesCelula: {
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
                id: components["parameters"]["ContentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of meeting records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        celula: components["schemas"]["CelulaReferencia"];
                        registros: components["schemas"]["ReuniaoRegistro"][];
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
    getReuniaoCelula: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                id: components["parameters"]["ContentIdPath"];
                registroId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The meeting record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        celula: components["schemas"]["CelulaReferencia"];
                        registro: components["schemas"]["ReuniaoRegistro"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createSolicitacaoCelula: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SolicitacaoCelulaInput"];
            };
        };
        responses: {
            /** @description The request, waiting for the leader. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        solicitacao: components["schemas"]["SolicitacaoCelula"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
}

// The schemas groups.yaml defines, by name.
export type CelulaConfiguracao = components['schemas']['CelulaConfiguracao'];
export type Pessoa = components['schemas']['Pessoa'];
export type AreaAproximada = components['schemas']['AreaAproximada'];
export type CelulaTipo = components['schemas']['CelulaTipo'];
export type Hora = components['schemas']['Hora'];
export type CelulaReferencia = components['schemas']['CelulaReferencia'];
export type CelulaResumo = components['schemas']['CelulaResumo'];
export type EstudoDaCelula = components['schemas']['EstudoDaCelula'];
export type ParticipacaoCelula = components['schemas']['ParticipacaoCelula'];
export type Celula = components['schemas']['Celula'];
export type ReuniaoRegistro = components['schemas']['ReuniaoRegistro'];
export type SolicitacaoCelulaInput = components['schemas']['SolicitacaoCelulaInput'];
export type SolicitacaoCelula = components['schemas']['SolicitacaoCelula'];
