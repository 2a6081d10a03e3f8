// Generated from openapi/modules/prayer.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/igreja/{slug}/oracao-motivo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The motives a prayer request may be filed under, in the church's order. */
        get: operations["listOracaoMotivos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oracao/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The prayer wall, newest first - the requests published on it. */
        get: operations["listOracoesMural"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oracao/{slug}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A prayer request with its messages, oldest first (the latest 200).
         * @description A request on the wall is anyone's to read; one that is not is its author's and the church
         *     staff's (404 for everyone else). Signed in, `flagOrou` says whether the reader prayed for it
         *     and `flagAutor` whether they wrote it; the author and staff also get the contact wishes.
         */
        get: operations["getOracao"];
        put?: never;
        post?: never;
        /**
         * Deletes a prayer request, its messages and its picture; only its author may.
         * @description §7 has `DELETE /oracao/{id}`; that template is the wall's `GET /oracao/{slug}`, so the request
         *     is deleted where it is read. Someone else's request is a 403 (404 when they may not even read it).
         */
        delete: operations["deleteOracao"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oracao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member's prayer request (multipart), with an optional picture (`imagem`; JPEG, PNG or WebP by content, at most 5 MB).
         * @description The fields of §3 "Prayer" as form fields (text): the author's name as shown, the motive (one of
         *     the church's), the message, whether it goes on the wall, and whether the author would like a
         *     call or a visit. The picture is re-encoded without its metadata and stored as profile pictures
         *     are. A member files at most 10 requests an hour, and an address 60 whoever is signed in (429
         *     `RATE_LIMITED`); a request over a limit is refused before its picture is decoded.
         */
        post: operations["createOracao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oracao/mensagem/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member's message on a prayer request they may read (plain text, at most 1000 characters).
         * @description The member must belong to the request's church. At most 10 messages in 5 minutes per member, and
         *     100 in 15 minutes per address whoever is signed in (429 `RATE_LIMITED`).
         */
        post: operations["createOracaoMensagem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oracao/orar/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The member prayed for a request they may read; counted once per member, however often it is said.
         * @description Saying it again changes nothing. Every call counts against the limits, repeats included: 120 in
         *     15 minutes per member, and 600 in 15 minutes per address whoever is signed in (429 `RATE_LIMITED`).
         */
        post: operations["orarPorOracao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/oracao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's own prayer requests at a church, on the wall or not, newest first. */
        get: operations["listMinhasOracoes"];
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
        OracaoMotivo: {
            id: components["schemas"]["Id"];
            nome: string;
        };
        /** @description The id of a stored row (a PostgreSQL integer). */
        Id: number;
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
        PaginaOracoes: {
            oracoes: components["schemas"]["Oracao"][];
            total: number;
            page: number;
            limit: number;
        };
        /** @description A prayer request as a list shows it. */
        Oracao: {
            id: components["schemas"]["Id"];
            nome: string;
            motivo?: components["schemas"]["OracaoMotivo"];
            mensagem: string;
            imagem?: components["schemas"]["Imagem"];
            flagPublicarMural: boolean;
            /** @description How many members prayed for it. */
            qtdeOracoes: number;
            qtdeMensagens: number;
            /** Format: date-time */
            dataCadastro: string;
        };
        Imagem: {
            url: string;
            largura: number;
            altura: number;
            descricao?: string | null;
        };
        OracaoDetalhe: components["schemas"]["Oracao"] & {
            mensagens: components["schemas"]["OracaoMensagem"][];
            /** @description The signed-in reader prayed for it (false for a visitor). */
            flagOrou: boolean;
            /** @description The signed-in reader wrote it. */
            flagAutor: boolean;
            /** @description The author would like a call (only for the author and staff). */
            flagReceberLigacao?: boolean;
            /** @description The author would like a visit (only for the author and staff). */
            flagReceberVisita?: boolean;
        };
        OracaoMensagem: {
            id: components["schemas"]["Id"];
            /** @description The member's first name and the initial of their surname. */
            autor: string;
            mensagem: string;
            /** Format: date-time */
            dataCadastro: string;
        };
        OracaoInput: {
            /** @description The church id. */
            idIgreja: string;
            /** @description The author's name as the request shows it. */
            nome: string;
            /** @description One of the church's motives; empty or left out for none. */
            idOracaoMotivo?: string;
            mensagem: string;
            flagPublicarMural?: components["schemas"]["Flag"];
            flagReceberLigacao?: components["schemas"]["Flag"];
            flagReceberVisita?: components["schemas"]["Flag"];
            /** Format: binary */
            imagem?: string;
        };
        /**
         * @description A yes-or-no form field.
         * @enum {string}
         */
        Flag: "true" | "false";
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
        /** @description The body's media type is not one this operation accepts (or an upload's content is not an accepted image type). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The upload is larger than allowed. */
        TooLarge: {
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
        /** @description The page, from 1; a page past the end is empty. */
        ContentPage: number;
        /** @description Items per page. */
        ContentLimit: number;
        ContentIdPath: components["schemas"]["Id"];
        /** @description The church id. */
        IgrejaQuery: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listOracaoMotivos: {
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
            /** @description The motives. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        oracaoMotivos: components["schemas"]["OracaoMotivo"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listOracoesMural: {
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
            /** @description One page of the wall. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaginaOracoes"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getOracao: {
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
            /** @description The request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        oracao: components["schemas"]["OracaoDetalhe"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOracao: {
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
    createOracao: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["OracaoInput"];
            };
        };
        responses: {
            /** @description The request as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        oracao: components["schemas"]["OracaoDetalhe"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createOracaoMensagem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    idOracao: components["schemas"]["Id"];
                    mensagem: string;
                };
            };
        };
        responses: {
            /** @description The message. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mensagem: components["schemas"]["OracaoMensagem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    orarPorOracao: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    idOracao: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description How many have prayed for it now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        idOracao: components["schemas"]["Id"];
                        qtdeOracoes: number;
                        flagOrou: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMinhasOracoes: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
                /** @description The page, from 1; a page past the end is empty. */
                page?: components["parameters"]["ContentPage"];
                /** @description Items per page. */
                limit?: components["parameters"]["ContentLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the member's requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaginaOracoes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
}

// The schemas prayer.yaml defines, by name.
export type OracaoMotivo = components['schemas']['OracaoMotivo'];
export type Flag = components['schemas']['Flag'];
export type OracaoInput = components['schemas']['OracaoInput'];
export type Oracao = components['schemas']['Oracao'];
export type OracaoDetalhe = components['schemas']['OracaoDetalhe'];
export type OracaoMensagem = components['schemas']['OracaoMensagem'];
export type PaginaOracoes = components['schemas']['PaginaOracoes'];
