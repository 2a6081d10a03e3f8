// Generated from openapi/modules/live.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/igreja/{slug}/transmissao/atual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The broadcast on now, or else the last one (§4 "Live tag"); left out when the church has never broadcast (§8 "church has no live broadcast"). */
        get: operations["getTransmissaoAtual"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/transmissao/proximas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The next broadcasts that have not started yet, soonest first, in the church's time zone. */
        get: operations["listProximasTransmissoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/transmissao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One broadcast of the church, past, on now or to come (/embed/player?service=), in the church's time zone; 404 for another church's or an unknown one. */
        get: operations["getTransmissao"];
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
        TransmissaoAtual: components["schemas"]["Transmissao"] & {
            /**
             * @description on now (ao_vivo) or the last one (ultima_transmissao).
             * @enum {string}
             */
            etiqueta: "ao_vivo" | "ultima_transmissao";
        };
        /** @description The broadcast of one of the schedule's services; dates carry the church's offset. */
        Transmissao: {
            id: components["schemas"]["Id"];
            idCulto: components["schemas"]["Id"];
            /** @description The service's title. */
            titulo: string;
            descricao: string | null;
            /**
             * Format: date-time
             * @description When the broadcast starts.
             */
            dataInicio: string;
            /**
             * Format: date-time
             * @description When it ends.
             */
            dataFim: string;
            stream: components["schemas"]["TransmissaoStream"];
            passagem: components["schemas"]["PassagemBiblica"];
            chat: components["schemas"]["TransmissaoChat"];
        };
        /** @description The id of a stored row (a PostgreSQL integer). */
        Id: number;
        /** @description Where the stream plays. YouTube and Vimeo carry their video id for the privacy-respecting embed. */
        TransmissaoStream: {
            /** @enum {string} */
            tipo: "youtube" | "vimeo" | "hls" | "mp4";
            url: string;
            videoId: string | null;
        };
        /** @description The sermon's Bible passage, null when the church gave none. */
        PassagemBiblica: {
            /** @description As the church wrote it, e.g. "John 3:16-21". */
            texto: string;
            /** @description The book's USFM code (JHN), when the passage names one. */
            livro: string | null;
            capitulo: number | null;
            versiculoInicio: number | null;
            versiculoFim: number | null;
        } | null;
        /** @description Who may chat during the broadcast and when the chat is open (used by the chat). */
        TransmissaoChat: {
            /** @enum {string} */
            acesso: "todos" | "membros" | "desligado";
            minutosAntes: number;
            minutosDepois: number;
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
        TransmissaoComSituacao: components["schemas"]["Transmissao"] & {
            /**
             * @description on now (ao_vivo), over (encerrada) or yet to start (agendada).
             * @enum {string}
             */
            situacao: "ao_vivo" | "encerrada" | "agendada";
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
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getTransmissaoAtual: {
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
            /** @description The broadcast to show, tagged, in the church's time zone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The IANA time zone the dates are given in. */
                        fusoHorario: string;
                        transmissao?: components["schemas"]["TransmissaoAtual"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listProximasTransmissoes: {
        parameters: {
            query?: {
                /** @description How many broadcasts, at most. */
                limit?: number;
            };
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The upcoming broadcasts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fusoHorario: string;
                        itens: components["schemas"]["Transmissao"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getTransmissao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The broadcast's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The broadcast, with where it stands now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The IANA time zone the dates are given in. */
                        fusoHorario: string;
                        transmissao: components["schemas"]["TransmissaoComSituacao"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
}

// The schemas live.yaml defines, by name.
export type Transmissao = components['schemas']['Transmissao'];
export type TransmissaoAtual = components['schemas']['TransmissaoAtual'];
export type TransmissaoComSituacao = components['schemas']['TransmissaoComSituacao'];
export type TransmissaoStream = components['schemas']['TransmissaoStream'];
export type PassagemBiblica = components['schemas']['PassagemBiblica'];
export type TransmissaoChat = components['schemas']['TransmissaoChat'];
