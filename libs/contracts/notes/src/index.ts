// Generated from openapi/modules/notes.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/user/nota-sermao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's notes at a church, last changed first. */
        get: operations["listNotasSermao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nota-sermao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keeps a new note of the signed-in member at a church.
         * @description Send an `Idempotency-Key` made by the client for the note (a UUID): a retry with the same key
         *     answers the note the first request made (200) instead of making a second one, whatever its body
         *     (save newer text with PUT). A member keeps at most 999 notes at a church (`NOTA_LIMITE`).
         */
        post: operations["createNotaSermao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nota-sermao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in member's notes. */
        get: operations["getNotaSermao"];
        /**
         * Changes the title and text of one of the signed-in member's notes.
         * @description The last change wins; sending the note as it is changes nothing, not even its last-changed date.
         */
        put: operations["updateNotaSermao"];
        post?: never;
        /** Deletes one of the signed-in member's notes. */
        delete: operations["deleteNotaSermao"];
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
        NotaSermaoResumo: {
            id: components["schemas"]["Id"];
            titulo: string;
            /** @description The start of the note's text (at most 160 characters). */
            resumo: string;
            /** Format: date-time */
            dataUltimaAlteracao: string;
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
        NotaSermaoInput: {
            /** @description Required (§4 "Notes"); not only spaces. */
            titulo: string;
            /** @description The note's text, plain (line breaks kept). */
            texto: string;
        };
        NotaSermao: {
            id: components["schemas"]["Id"];
            igreja: components["schemas"]["Id"];
            titulo: string;
            texto: string;
            /** Format: date-time */
            dataCadastro: string;
            /** Format: date-time */
            dataUltimaAlteracao: string;
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
        /** @description The upload is larger than allowed. */
        TooLarge: {
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
        /** @description The client's key for the note (8 to 100 letters, digits, `-` or `_`; a UUID), the same on every retry of its creation. */
        NoteIdempotencyKey: string;
        /** @description The note's id. */
        NoteIdPath: components["schemas"]["Id"];
        /** @description The church the note must belong to (the site's); a note of another church is then not found. */
        NoteChurchQuery: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listNotasSermao: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
                /** @description At most this many notes (§9 asks for 999, which is also the most a member may keep at a church). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notes, each with the start of its text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notas: components["schemas"]["NotaSermaoResumo"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createNotaSermao: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: {
                /** @description The client's key for the note (8 to 100 letters, digits, `-` or `_`; a UUID), the same on every retry of its creation. */
                "idempotency-key"?: components["parameters"]["NoteIdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotaSermaoInput"];
            };
        };
        responses: {
            /** @description A retry of a create whose note exists; the note as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotaSermao"];
                };
            };
            /** @description The new note. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotaSermao"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `NOTA_LIMITE`: the member keeps 999 notes at this church already; `IDEMPOTENCY_KEY_REUSED`: the key made a note at another church. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getNotaSermao: {
        parameters: {
            query?: {
                /** @description The church the note must belong to (the site's); a note of another church is then not found. */
                igreja?: components["parameters"]["NoteChurchQuery"];
            };
            header?: never;
            path: {
                /** @description The note's id. */
                id: components["parameters"]["NoteIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The note. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotaSermao"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateNotaSermao: {
        parameters: {
            query?: {
                /** @description The church the note must belong to (the site's); a note of another church is then not found. */
                igreja?: components["parameters"]["NoteChurchQuery"];
            };
            header?: never;
            path: {
                /** @description The note's id. */
                id: components["parameters"]["NoteIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotaSermaoInput"];
            };
        };
        responses: {
            /** @description The note as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotaSermao"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteNotaSermao: {
        parameters: {
            query?: {
                /** @description The church the note must belong to (the site's); a note of another church is then not found. */
                igreja?: components["parameters"]["NoteChurchQuery"];
            };
            header?: never;
            path: {
                /** @description The note's id. */
                id: components["parameters"]["NoteIdPath"];
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
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
}

// The schemas notes.yaml defines, by name.
export type NotaSermaoInput = components['schemas']['NotaSermaoInput'];
export type NotaSermao = components['schemas']['NotaSermao'];
export type NotaSermaoResumo = components['schemas']['NotaSermaoResumo'];
