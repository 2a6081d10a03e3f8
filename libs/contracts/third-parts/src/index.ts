// Generated from openapi/modules/third-parts.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/igreja/{slug}/app-externo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The church's external apps whose module is switched on (no secrets).
         * @description The same apps are entries of the church's menu (the bootstrap's `igrejaAppMenus`, after the
         *     church's own entries, under each app's name, linking to `/third-parts/{app}`, with negative ids).
         */
        get: operations["listAppsExternos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/app-externo/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public keys the church's app tokens are signed with (a JSON Web Key Set, RFC 7517).
         * @description An app verifies a token (EdDSA, Ed25519) against the key of its header's `kid`. Any origin may
         *     read it (`Access-Control-Allow-Origin: *`), so that an app's page can verify in the browser.
         */
        get: operations["getJwksAppExterno"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/app-externo/{app}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived token naming the signed-in member, for one of the church's external apps.
         * @description A JWT signed with EdDSA (Ed25519, the key of `jwks.json`), living 120 seconds: `iss` the church's
         *     site, `aud` the app, `sub` the member's account id, `name`, `email`, `igreja` (the church's slug),
         *     `iat`, `exp` and `jti`. Never the session's token. Only for a member of the church, and only for
         *     an app of the church whose module is switched on: an app of the church whose module it has
         *     switched off is 404 with `code` APP_EXTERNO_DESLIGADO (its page goes home, as a module route of a
         *     church without the module); any other segment is 404 APP_EXTERNO_NAO_ENCONTRADO (the not-found page).
         */
        post: operations["createTokenAppExterno"];
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
        AppExterno: {
            slug: components["schemas"]["SlugAppExterno"];
            nome: string;
            modo: components["schemas"]["ModoAppExterno"];
        };
        SlugAppExterno: string;
        /**
         * @description `embutido`: shown inside the page; `nova-aba`: opened in a new tab.
         * @enum {string}
         */
        ModoAppExterno: "embutido" | "nova-aba";
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
        ConjuntoChavesApp: {
            keys: {
                /** @enum {string} */
                kty: "OKP";
                /** @enum {string} */
                crv: "Ed25519";
                x: string;
                kid: string;
                /** @enum {string} */
                alg: "EdDSA";
                /** @enum {string} */
                use: "sig";
            }[];
        };
        TokenAppExterno: {
            /** @description The JWT (compact serialisation). */
            token: string;
            /** @description The app's address (http(s)); the page adds the token as its fragment, `#token=…`. */
            endereco: string;
            modo: components["schemas"]["ModoAppExterno"];
            nome: string;
            /** Format: date-time */
            expiraEm: string;
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
        SlugPath: components["schemas"]["Slug"];
        /** @description The app's segment of its address (`/third-parts/{app}`). */
        AppPath: components["schemas"]["SlugAppExterno"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listAppsExternos: {
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
            /** @description The apps, in module order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apps: components["schemas"]["AppExterno"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getJwksAppExterno: {
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
            /** @description The key set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConjuntoChavesApp"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    createTokenAppExterno: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The app's segment of its address (`/third-parts/{app}`). */
                app: components["parameters"]["AppPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token and where to open the app with it. */
            200: {
                headers: {
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenAppExterno"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
}

// The schemas third-parts.yaml defines, by name.
export type SlugAppExterno = components['schemas']['SlugAppExterno'];
export type ModoAppExterno = components['schemas']['ModoAppExterno'];
export type AppExterno = components['schemas']['AppExterno'];
export type TokenAppExterno = components['schemas']['TokenAppExterno'];
export type ConjuntoChavesApp = components['schemas']['ConjuntoChavesApp'];
