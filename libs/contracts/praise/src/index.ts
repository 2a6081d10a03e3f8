// Generated from openapi/modules/praise.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/louvor/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A song, with its lyrics lines and chords, its score files and its ChordPro source (§7).
         * @description `showType` says what the song can be shown as (§3): `cipher` when its lines carry chords, `lyric`
         *     when they carry words only, `score` when it has only score files. A song with none of these is
         *     not served (404 `LOUVOR_NAO_ENCONTRADO`, §8 "music info could not be fetched").
         */
        get: operations["getLouvor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/transmissao/{id}/louvores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The setlist of a broadcast's service, in the order they are sung; empty when it has none. */
        get: operations["listLouvoresDaTransmissao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/transmissao/{id}/louvor-atual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The song being sung now at a broadcast, as the church's staff marked it (none yet, or cleared, is `idLouvor` null). */
        get: operations["getLouvorAtual"];
        /**
         * Marks the song being sung now at a broadcast (`idLouvor` null clears it). Staff only.
         * @description The song must be in the broadcast's setlist: another is 400 `LOUVOR_FORA_DO_REPERTORIO` naming
         *     `body.idLouvor`. 401 without a valid bearer; 403 `LOUVOR_SOMENTE_EQUIPE` for an account that is
         *     not this church's staff (ROLE_ADMIN, ROLE_ADMIN_CONTENT, ROLE_SUPER_ADMIN); 404
         *     `TRANSMISSAO_NAO_ENCONTRADA` for a broadcast that is not this church's. Every viewer following
         *     the broadcast (`…/louvor-atual/eventos`) hears of the change.
         */
        put: operations["definirLouvorAtual"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/transmissao/{id}/louvor-atual/eventos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follows the song being sung now at a broadcast, as server-sent events.
         * @description A `text/event-stream` that stays open: at once an event `louvor-atual` whose `data` is the
         *     current `LouvorAtual` as JSON, then one for each change, from whichever server process it was
         *     made on (each process looks again every 2 seconds while someone follows the broadcast), and a
         *     comment line every 25 seconds to keep the connection alive. It ends when the server shuts
         *     down; the browser's EventSource then connects again by itself (`retry: 3000`). A server
         *     process already holding its maximum of open streams answers 503 with `Retry-After`.
         */
        get: operations["seguirLouvorAtual"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/cultos/louvores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The setlists of the church's published services starting between two days, for the schedule.
         * @description One read for every service on the schedule's screen: the published services that start from
         *     `desde` to `ate` (both days included, in the church's time zone) and have songs, by start, each
         *     with its setlist in order. At most 62 days: a longer range, or `ate` before `desde`, is a 400
         *     naming `query.ate`.
         */
        get: operations["listLouvoresDosCultos"];
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
        /** @description The id of a stored row (a PostgreSQL integer). */
        Id: number;
        Louvor: {
            id: number;
            codigo?: string | null;
            titulo: string;
            subtitulo?: string | null;
            autor?: string | null;
            grupo?: string | null;
            ritmo?: string | null;
            tema?: string | null;
            tom?: string | null;
            capo?: number | null;
            /** @enum {string} */
            showType: "cipher" | "lyric" | "score";
            /** @description The lyrics in sections of lines, with chords (§3 "lyrics lines (snippet and chord)"). */
            conteudo: components["schemas"]["LouvorSecao"][];
            arquivos: components["schemas"]["LouvorArquivo"][];
            /** @description The song as it is stored, ChordPro. */
            chordPro: string;
        };
        LouvorSecao: {
            /** @enum {string} */
            tipo: "verso" | "refrao" | "ponte" | "outro";
            rotulo?: string;
            /** @description A recall of the last chorus. */
            repeticao?: boolean;
            linhas: components["schemas"]["LouvorLinha"][];
        };
        LouvorLinha: {
            /** @enum {string} */
            tipo: "letra" | "comentario" | "espaco";
            /** @description For `letra`, the line's pieces. */
            trechos?: components["schemas"]["LouvorTrecho"][];
            /** @description For `comentario`, its text. */
            texto?: string;
        };
        /** @description A piece of a lyrics line, with the chord sung over its first syllable. */
        LouvorTrecho: {
            trecho: string;
            acorde?: string;
        };
        LouvorArquivo: {
            nome: string;
            url: string;
            /** @enum {string} */
            tipo: "pdf" | "imagem";
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
        Slug: string;
        LouvorResumo: {
            id: number;
            titulo: string;
            autor?: string | null;
            /** @description The key the song is written in ("G", "Bb", "F#m"). */
            tom?: string | null;
            /** @description Its place in the setlist, from 1. */
            ordem: number;
        };
        /** @description The song being sung now at a broadcast; `idLouvor` null when none is marked. */
        LouvorAtual: {
            idLouvor: number | null;
            /** @description The song's title, for the notice "Now singing". */
            titulo: string | null;
            /**
             * Format: date-time
             * @description When staff last marked or cleared it (null when never).
             */
            alteradoEm: string | null;
        };
        LouvorAtualAlteracao: {
            /** @description A song of the broadcast's setlist, or null to clear. */
            idLouvor: number | null;
        };
        /** @description A service of the schedule (its `culto` id) and its songs, in the order they are sung. */
        SetlistDoCulto: {
            culto: number;
            louvores: components["schemas"]["LouvorResumo"][];
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
        /** @description The church id. */
        IgrejaQuery: components["schemas"]["Id"];
        SlugPath: components["schemas"]["Slug"];
        /** @description The broadcast's id. */
        TransmissaoIdPath: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getLouvor: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The song. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Louvor"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listLouvoresDaTransmissao: {
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
            /** @description The setlist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        itens: components["schemas"]["LouvorResumo"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getLouvorAtual: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The broadcast's id. */
                id: components["parameters"]["TransmissaoIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current song. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LouvorAtual"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    definirLouvorAtual: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The broadcast's id. */
                id: components["parameters"]["TransmissaoIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "idLouvor": 12
                 *     }
                 */
                "application/json": components["schemas"]["LouvorAtualAlteracao"];
            };
        };
        responses: {
            /** @description The current song, as now set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LouvorAtual"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    seguirLouvorAtual: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The broadcast's id. */
                id: components["parameters"]["TransmissaoIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            /** @description This server process follows as many broadcasts as it may now; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLouvoresDosCultos: {
        parameters: {
            query: {
                /** @description The first day, as YYYY-MM-DD (years 1900 to 2999), in the church's time zone. */
                desde: string;
                /** @description The last day, as YYYY-MM-DD, at most 61 days after `desde`. */
                ate: string;
            };
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The services with songs, by start. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        itens: components["schemas"]["SetlistDoCulto"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
}

// The schemas praise.yaml defines, by name.
export type SetlistDoCulto = components['schemas']['SetlistDoCulto'];
export type LouvorAtual = components['schemas']['LouvorAtual'];
export type LouvorAtualAlteracao = components['schemas']['LouvorAtualAlteracao'];
export type LouvorResumo = components['schemas']['LouvorResumo'];
export type LouvorTrecho = components['schemas']['LouvorTrecho'];
export type LouvorLinha = components['schemas']['LouvorLinha'];
export type LouvorSecao = components['schemas']['LouvorSecao'];
export type LouvorArquivo = components['schemas']['LouvorArquivo'];
export type Louvor = components['schemas']['Louvor'];
