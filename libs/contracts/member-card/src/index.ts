// Generated from openapi/modules/member-card.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/usuario-carteirinha/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's cards at a church (the first is the card).
         * @description For the member themself or the church's staff (ROLE_ADMIN, ROLE_ADMIN_CONTENT, ROLE_SUPER_ADMIN);
         *     anyone else, an account that is not an active member of the church, or another church's, is a
         *     404 `CARTEIRINHA_NAO_ENCONTRADA`.
         */
        get: operations["listUsuarioCarteirinhas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario-carteirinha/codigo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gives the signed-in member's card at a church a new QR code; the old one is refused from then on. */
        post: operations["rotateCodigoUsuarioCarteirinha"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario-carteirinha/carteiras": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which wallet passes the church offers for its members' cards (for the card page's buttons).
         * @description `apple` when the church configured an Apple Wallet pass, `google` a Google Wallet save link
         *     (`npm run church:wallet`); a church with neither still has its cards. Nothing else of the
         *     configuration is ever answered.
         */
        get: operations["getCarteirasDigitaisCarteirinha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario-carteirinha/google-wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A "Save to Google Wallet" link for the signed-in member's own card, where the church configured Google Wallet.
         * @description Only for the member themself (`usuario` must be the signed-in account, an active member of the
         *     church); anyone else, staff included, gets the card's 404 `CARTEIRINHA_NAO_ENCONTRADA`. The link
         *     carries a JWT signed (RS256) with the church's service-account key: a generic pass with the
         *     church's name, the member's name and the card's current signed code as its QR, nothing else. A
         *     church without Google Wallet answers 404 `CARTEIRA_NAO_CONFIGURADA`.
         */
        get: operations["getGoogleWalletCarteirinha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario-carteirinha/apple-pass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An Apple Wallet pass (.pkpass) of the signed-in member's own card, where the church configured Apple Wallet.
         * @description Only for the member themself (`usuario` must be the signed-in account, an active member of the
         *     church); anyone else, staff included, gets the card's 404 `CARTEIRINHA_NAO_ENCONTRADA`. A generic
         *     pass signed with the church's pass type certificate: the church's name and colour, the member's
         *     name and congregation, the card's current signed code as its QR and the card's opaque reference
         *     as its serial number, nothing else. A church without Apple Wallet answers 404 `CARTEIRA_NAO_CONFIGURADA`.
         */
        get: operations["getApplePassCarteirinha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario-carteirinha/verificacao/{codigo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a card's QR code is valid now at the church, for anyone holding it.
         * @description Valid: the code's signature holds, it is the card's current code, the card is the church's and
         *     its member is active; the answer then names the member, their picture and congregation, nothing
         *     else. Any other well-formed code (rotated, tampered, unknown, another church's, a member no
         *     longer active) is `valida: false` with no other data and no reason. 120 checks per address in 15
         *     minutes.
         */
        get: operations["verifyUsuarioCarteirinha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario-carteirinha/chave-publica/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public key the church's card codes are signed with, for a staff member's offline check.
         * @description A browser that holds it can tell, with no network, that a code is one the church signed (an
         *     Ed25519 signature over `member-card-code:v2.<igreja>.<referência>.<versão>`). Only the server can
         *     say that it is still the card's current code and its member still active.
         */
        get: operations["getChavePublicaCarteirinha"];
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
        /** @description §3 "Member card". What the account keeps (name, picture, CPF, phone, birth date, sex, marital status, congregation) is read from it; the rest is the card's own. */
        UsuarioCarteirinha: {
            id: number;
            igreja: number;
            usuario: number;
            nome: string;
            sobrenome: string;
            imagem?: components["schemas"]["Imagem"];
            numeroMembro: string;
            congregacao?: {
                id: number;
                nome: string;
            } | null;
            /** @description 11 digits. */
            cpf?: string | null;
            telefone?: string | null;
            /** Format: date */
            dataNascimento?: string | null;
            /** Format: date */
            dataBatismo?: string | null;
            /** @enum {string|null} */
            sexo?: "M" | "F" | null;
            estadoCivil?: {
                codigo: string;
                nome: string;
            } | null;
            /** @description The member's activity or position. */
            cargo?: string | null;
            /** @description The member's responsible (pastor). */
            responsavel?: string | null;
            /** @description What the member is linked to (a ministry, a sector). */
            vinculo?: string | null;
            codigoVerificacao: components["schemas"]["CodigoVerificacao"];
        };
        Imagem: {
            url: string;
            largura: number;
            altura: number;
            descricao?: string | null;
        };
        /**
         * @description An opaque reference to a card, its version and their Ed25519 signature with the church's id
         *     (`<referência>.<versão>.<assinatura>`, base64url; the signed text is
         *     `member-card-code:v2.<igreja>.<referência>.<versão>`), checkable offline with the public key.
         * @example AAAAAAAAAAAAAAAAAAAAAA.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
         */
        CodigoVerificacao: string;
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
        /** @description The wallet passes a church offers for its members' cards. */
        CarteirasDigitais: {
            /** @description An Apple Wallet pass (GET /usuario-carteirinha/apple-pass). */
            apple: boolean;
            /** @description A Google Wallet save link (GET /usuario-carteirinha/google-wallet). */
            google: boolean;
        };
        VerificacaoCarteirinha: {
            valida: boolean;
            /** @description Only when valid: the member's first and last name. */
            nome?: string;
            imagem?: components["schemas"]["Imagem"];
            /** @description Only when valid. */
            congregacao?: string | null;
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
        /** @description The church id. */
        IgrejaQuery: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listUsuarioCarteirinhas: {
        parameters: {
            query: {
                /** @description The member's account id. */
                usuario: components["schemas"]["Id"];
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        usuarioCarteirinhas: components["schemas"]["UsuarioCarteirinha"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    rotateCodigoUsuarioCarteirinha: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card with its new code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuarioCarteirinha"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCarteirasDigitaisCarteirinha: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallets offered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarteirasDigitais"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getGoogleWalletCarteirinha: {
        parameters: {
            query: {
                /** @description The member's account id (the signed-in account's own). */
                usuario: components["schemas"]["Id"];
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The save link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description https://pay.google.com/gp/v/save/<jwt> */
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getApplePassCarteirinha: {
        parameters: {
            query: {
                /** @description The member's account id (the signed-in account's own). */
                usuario: components["schemas"]["Id"];
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pass, as an attachment (`Content-Disposition`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.apple.pkpass": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    verifyUsuarioCarteirinha: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The code the card's QR carries. */
                codigo: components["schemas"]["CodigoVerificacao"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The check's outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificacaoCarteirinha"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getChavePublicaCarteirinha: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key, as a JSON Web Key (RFC 8037). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        algoritmo: "Ed25519";
                        chave: {
                            /** @enum {string} */
                            kty: "OKP";
                            /** @enum {string} */
                            crv: "Ed25519";
                            /** @description The 32-byte public key, base64url. */
                            x: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
}

// The schemas member-card.yaml defines, by name.
export type CodigoVerificacao = components['schemas']['CodigoVerificacao'];
export type CarteirasDigitais = components['schemas']['CarteirasDigitais'];
export type UsuarioCarteirinha = components['schemas']['UsuarioCarteirinha'];
export type VerificacaoCarteirinha = components['schemas']['VerificacaoCarteirinha'];
