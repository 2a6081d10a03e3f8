// Generated from openapi/modules/schedule.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/igreja/{slug}/culto/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The services and events of one month, in the church's time zone, by start. */
        get: operations["listCultosDoMes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/culto/proximos/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The services and events from now until the given number of days ahead, by start. */
        get: operations["listProximosCultos"];
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
        /** @description A service (CULTO) or an event (EVENTO) on the schedule; dates carry the church's offset. */
        ItemAgenda: {
            id: number;
            /** @enum {string} */
            tipo: "CULTO" | "EVENTO";
            titulo: string;
            descricao?: string | null;
            /** Format: date-time */
            dataInicio: string;
            /** Format: date-time */
            dataFim?: string | null;
            local?: string | null;
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
    listCultosDoMes: {
        parameters: {
            query: {
                /** @description The month, as YYYY-MM (years 1900 to 2999), in the church's time zone. */
                mes: string;
            };
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's schedule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mes: string;
                        /** @description The IANA time zone the dates are given in. */
                        fusoHorario: string;
                        itens: components["schemas"]["ItemAgenda"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listProximosCultos: {
        parameters: {
            query?: {
                /** @description How many days ahead, from now. */
                dias?: number;
            };
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coming services and events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        inicio: string;
                        /** Format: date-time */
                        fim: string;
                        fusoHorario: string;
                        itens: components["schemas"]["ItemAgenda"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
}

// The schemas schedule.yaml defines, by name.
export type ItemAgenda = components['schemas']['ItemAgenda'];
