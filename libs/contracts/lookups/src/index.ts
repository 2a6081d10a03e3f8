// Generated from openapi/modules/lookups.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/utils/localidade/{pais}/estados/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The states of a country, by name in the asked language where the dataset has it. */
        get: operations["listEstadosDoPais"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/utils/localidade/{pais}/estados/{estado}/cidades/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cities of a state of a country. */
        get: operations["listCidadesDoEstado"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/utils/localidade/{pais}/codigo-postal/{codigoPostal}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The place of a postcode, in a country whose postcodes can be looked up (`codigoPostal`). */
        get: operations["lookupCodigoPostal"];
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
        EstadosDoPais: {
            /** @description ISO 3166-1 alpha-2. */
            pais: string;
            /** @description The country's name in the asked language. */
            nome: string;
            /** @description Whether its postcodes can be looked up (`/utils/localidade/{pais}/codigo-postal/{codigoPostal}`). */
            codigoPostal: boolean;
            estados: components["schemas"]["Estado"][];
        };
        Estado: {
            /** @description The state's code in its country (the part of ISO 3166-2 after the hyphen, where it has one). */
            sigla: string;
            nome: string;
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
        CidadesDoEstado: {
            pais: string;
            estado: components["schemas"]["Estado"];
            cidades: {
                nome: string;
            }[];
        };
        LugaresDoCodigoPostal: {
            pais: string;
            /** @description The postcode as the dataset writes it (`90210`). */
            codigoPostal: string;
            lugares: {
                cidade: string;
                /** @description The state's name. */
                estado: string;
                /** @description The state's code, as in `estados[].sigla`. */
                siglaEstado: string;
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
        /** @description ISO 3166-1 alpha-2 code of the country (`US`, `BR`). */
        PaisPath: string;
        /** @description The language of the names (default `en`); a name the dataset has in no other language is given as it is. */
        IdiomaQuery: "en" | "pt-BR" | "es";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listEstadosDoPais: {
        parameters: {
            query?: {
                /** @description The language of the names (default `en`); a name the dataset has in no other language is given as it is. */
                idioma?: components["parameters"]["IdiomaQuery"];
            };
            header?: never;
            path: {
                /** @description ISO 3166-1 alpha-2 code of the country (`US`, `BR`). */
                pais: components["parameters"]["PaisPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The country's states, sorted by name; none for a country without subdivisions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstadosDoPais"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listCidadesDoEstado: {
        parameters: {
            query?: {
                /** @description The language of the names (default `en`); a name the dataset has in no other language is given as it is. */
                idioma?: components["parameters"]["IdiomaQuery"];
            };
            header?: never;
            path: {
                /** @description ISO 3166-1 alpha-2 code of the country (`US`, `BR`). */
                pais: components["parameters"]["PaisPath"];
                /** @description The state's code, as `estados[].sigla` gives it (`CA`, `SP`, `NSW`, `34`). */
                estado: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state's cities, sorted by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CidadesDoEstado"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    lookupCodigoPostal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ISO 3166-1 alpha-2 code of the country (`US`, `BR`). */
                pais: components["parameters"]["PaisPath"];
                /** @description The postcode as written (`90210`, `90210-1234`). */
                codigoPostal: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The places of the postcode. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LugaresDoCodigoPostal"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
}

// The schemas lookups.yaml defines, by name.
export type Estado = components['schemas']['Estado'];
export type EstadosDoPais = components['schemas']['EstadosDoPais'];
export type CidadesDoEstado = components['schemas']['CidadesDoEstado'];
export type LugaresDoCodigoPostal = components['schemas']['LugaresDoCodigoPostal'];
