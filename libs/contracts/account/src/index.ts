// Generated from openapi/modules/account.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/security/login_check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with e-mail and password; the same answer for an unknown e-mail and a wrong password. */
        post: operations["loginCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchanges a refresh token for a new pair; presenting a used one revokes its whole family. */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security/recuperar-senha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a password-reset e-mail with a one-time link to the church's site. */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/captcha/desafio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A new proof-of-work challenge for the captcha of the forms sent without an account (ALTCHA).
         * @description Signed by the server and valid 10 minutes; the ALTCHA widget finds the counter whose PBKDF2 key
         *     starts with `parameters.keyPrefix` and the form sends the result as `captcha`. Each challenge is
         *     accepted once. Never cached, no cookies.
         */
        get: operations["getCaptchaDesafio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs out: ends the session (the refresh-token family) on the server, so that its refresh token and
         *     every access token issued for it stop working at once. The session is the one of the bearer token,
         *     or of the refresh token in the body; an unknown or already ended session answers the same.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security/redefinir-senha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with the one-time token of a reset e-mail. */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security/solicitar-verificacao-email/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the activation e-mail of an inactive account. */
        post: operations["requestEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security/verificar-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activates an account with the one-time token of its activation e-mail. */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/alterar-senha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/usuario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's church accounts in one church (cliente) or across an organization. */
        get: operations["listChurchAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's roles in a church (igreja) or organization. */
        get: operations["listRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an account exists for an e-mail, and whether it is active (the access screen's e-mail step). */
        get: operations["lookupAccountByEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{client}/usuario/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The church id. */
                client: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /** Whether the account of an e-mail has a church account in this church. */
        get: operations["lookupChurchAccountByEmail"];
        put?: never;
        /**
         * Registers a new account with its church account in this church (no token: the full personal
         *     form; the account stays inactive until its e-mail is verified), or completes the registration
         *     of a signed-in account that has no church account here (bearer token: the church-specific fields).
         */
        post: operations["registerChurchMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/troca-igreja": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves the signed-in account's membership to another church of the same organization. */
        post: operations["changeChurch"];
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
        LoginCheckRequest: {
            username: components["schemas"]["Email"];
            password: string;
        };
        /** Format: email */
        Email: string;
        TokenPair: {
            /** @description A JWT valid for a few minutes. */
            token: string;
            /** @description Opaque; valid once. */
            refreshToken: string;
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
        TokenRefreshRequest: {
            refreshToken: string;
        };
        RecuperarSenhaRequest: {
            email: components["schemas"]["Email"];
            /** @description The church code, for the link and the e-mail's branding. */
            igreja: components["schemas"]["Slug"];
            captcha?: components["schemas"]["Captcha"];
        };
        Slug: string;
        /**
         * @description The ALTCHA widget's payload (base64 JSON of the challenge of `GET /captcha/desafio` and its
         *     solution). Required where a stranger sends a form without an account (a visitor's tickets or gift,
         *     registration, a password reset); a signed-in member sends none. Missing, forged, wrong, expired
         *     (10 minutes) or already used: 400 `CAPTCHA_INVALIDO` naming `body.captcha` ("Invalid captcha.").
         *     A purchase attempt retried with its `Idempotency-Key` after a lost answer may send its own again.
         */
        Captcha: string;
        DesafioCaptcha: {
            parameters: {
                /** @enum {string} */
                algorithm: "PBKDF2/SHA-256";
                nonce: string;
                salt: string;
                cost: number;
                keyLength: number;
                keyPrefix: string;
                keySignature?: string;
                /** @description Seconds since the Unix epoch. */
                expiresAt: number;
            };
            signature: string;
        };
        LogoutRequest: {
            refreshToken?: string;
        };
        RedefinirSenhaRequest: {
            token: string;
            senha: components["schemas"]["Senha"];
        };
        /** @description At least 8 characters with an upper-case letter, a lower-case letter, a number and one of @$!%*?&#/. (§5). */
        Senha: string;
        TokenOnlyRequest: {
            token: string;
        };
        AlterarSenhaRequest: {
            senhaAtual: string;
            novaSenha: components["schemas"]["Senha"];
        };
        /** @description The account (shared across the provider's apps). */
        Usuario: {
            id: number;
            /** Format: uuid */
            uuid: string;
            email: string;
            nome: string;
            sobrenome: string;
            telefone?: string | null;
            cpf?: string | null;
            /** Format: date */
            dataNascimento?: string | null;
            /** @enum {string|null} */
            sexo?: "M" | "F" | null;
            idEstadoCivil?: number | null;
            /** Format: date */
            dataCasamento?: string | null;
            qtdeFilhos?: number | null;
            idOcupacao?: number | null;
            idPais?: number | null;
            estado?: string | null;
            cidade?: string | null;
            bairro?: string | null;
            logradouro?: string | null;
            numero?: string | null;
            complemento?: string | null;
            cep?: string | null;
            observacoes?: string | null;
            imagem?: components["schemas"]["Imagem"];
            /** @description False until the e-mail is verified. */
            flagAtivo: boolean;
            /** Format: date-time */
            dataCadastro: string;
        };
        Imagem: {
            url: string;
            largura: number;
            altura: number;
            descricao?: string | null;
        };
        /** @description The id of a stored row (a PostgreSQL integer). */
        Id: number;
        /** @description The account's membership of one church (its church account). */
        UsuarioIgreja: {
            id: number;
            idUsuario: number;
            idIgreja: number;
            codigoIgreja: string;
            nomeIgreja: string;
            idCongregacao?: number | null;
            observacoes?: string | null;
            flagAtivo: boolean;
            /** Format: date-time */
            dataCadastro: string;
        };
        UserIgrejaRole: {
            /** @description ROLE_MEMBER, ROLE_ADMIN, ROLE_ADMIN_CONTENT or ROLE_SUPER_ADMIN. */
            role: string;
            idIgreja: number;
        };
        /**
         * @description What the access screen learns of an e-mail's account: that it exists and whether it is active.
         *     Never its id or anything else about the person.
         */
        ContaResumo: {
            flagAtivo: boolean;
        };
        /**
         * @description Without a token: the personal fields plus e-mail and password. With a token (completing the
         *     registration of an existing account): only idCongregacao and observacoes are read, and no
         *     captcha is asked.
         */
        RegistroRequest: {
            captcha?: components["schemas"]["Captcha"];
            email?: components["schemas"]["Email"];
            senha?: components["schemas"]["Senha"];
            nome?: string;
            sobrenome?: string;
            telefone?: string;
            cpf?: string;
            dataNascimento?: components["schemas"]["Data"];
            sexo?: components["schemas"]["Sexo"];
            idEstadoCivil?: components["schemas"]["IdOrNull"];
            /** Format: date */
            dataCasamento?: string | null;
            qtdeFilhos?: number | null;
            idOcupacao?: components["schemas"]["IdOrNull"];
            idCongregacao?: components["schemas"]["IdOrNull"];
            idPais?: components["schemas"]["IdOrNull"];
            estado?: string | null;
            cidade?: string | null;
            bairro?: string | null;
            logradouro?: string | null;
            numero?: string | null;
            complemento?: string | null;
            cep?: string | null;
            observacoes?: string | null;
        };
        /** Format: date */
        Data: string;
        /** @enum {string} */
        Sexo: "M" | "F";
        /** @description The id of a stored row (a PostgreSQL integer), or null for none. */
        IdOrNull: number | null;
        RegistroResposta: {
            usuario: components["schemas"]["Usuario"];
            usuarioIgreja: components["schemas"]["UsuarioIgreja"];
        };
        TrocaIgrejaRequest: {
            idIgreja: components["schemas"]["Id"];
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
        /** @description The signed-in account may not read or change this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description The account id; only the signed-in account's own. */
        UserIdPath: components["schemas"]["Id"];
        EmailQuery: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    loginCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginCheckRequest"];
            };
        };
        responses: {
            /** @description A short-lived access token and a rotating refresh token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRefreshRequest"];
            };
        };
        responses: {
            /** @description A new pair; the old refresh token is spent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecuperarSenhaRequest"];
            };
        };
        responses: {
            /**
             * @description Accepted. When the e-mail belongs to an account, a reset e-mail is on its way and older reset
             *     links stop working; the answer is the same when it does not, so that nobody learns who has an account.
             */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCaptchaDesafio: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge, as the ALTCHA widget (v3) reads it. */
            200: {
                headers: {
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DesafioCaptcha"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LogoutRequest"];
            };
        };
        responses: {
            /** @description The session has ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedefinirSenhaRequest"];
            };
        };
        responses: {
            /** @description The password is changed and every session of the account ends. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    requestEmailVerification: {
        parameters: {
            query: {
                /** @description The church code, for the link and the e-mail's branding. */
                igreja: components["schemas"]["Slug"];
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The e-mail is on its way. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenOnlyRequest"];
            };
        };
        responses: {
            /** @description The account is active. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlterarSenhaRequest"];
            };
        };
        responses: {
            /** @description Changed; other sessions end, this one continues. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        usuario: components["schemas"]["Usuario"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listChurchAccounts: {
        parameters: {
            query?: {
                /** @description A church id. */
                cliente?: components["schemas"]["Id"];
                organizacao?: components["schemas"]["Slug"];
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
            /** @description Church accounts; empty when the account has none there. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        usuarios: components["schemas"]["UsuarioIgreja"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listRoles: {
        parameters: {
            query?: {
                igreja?: components["schemas"]["Id"];
                organizacao?: components["schemas"]["Slug"];
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
            /** @description Roles; staff roles are ROLE_ADMIN, ROLE_ADMIN_CONTENT and ROLE_SUPER_ADMIN. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userIgrejaRoles: components["schemas"]["UserIgrejaRole"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    lookupAccountByEmail: {
        parameters: {
            query: {
                email: components["parameters"]["EmailQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description At most one account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        usuarios: components["schemas"]["ContaResumo"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    lookupChurchAccountByEmail: {
        parameters: {
            query: {
                email: components["parameters"]["EmailQuery"];
            };
            header?: never;
            path: {
                /** @description The church id. */
                client: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description At most one account with a church account here. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        usuarios: components["schemas"]["ContaResumo"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    registerChurchMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The church id. */
                client: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistroRequest"];
            };
        };
        responses: {
            /** @description The account and its church account. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistroResposta"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    changeChurch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrocaIgrejaRequest"];
            };
        };
        responses: {
            /** @description The church account in the new church. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        usuarioIgreja: components["schemas"]["UsuarioIgreja"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
}

// The schemas account.yaml defines, by name.
export type Email = components['schemas']['Email'];
export type Senha = components['schemas']['Senha'];
export type Data = components['schemas']['Data'];
export type LoginCheckRequest = components['schemas']['LoginCheckRequest'];
export type TokenPair = components['schemas']['TokenPair'];
export type TokenRefreshRequest = components['schemas']['TokenRefreshRequest'];
export type LogoutRequest = components['schemas']['LogoutRequest'];
export type TokenOnlyRequest = components['schemas']['TokenOnlyRequest'];
export type DesafioCaptcha = components['schemas']['DesafioCaptcha'];
export type RecuperarSenhaRequest = components['schemas']['RecuperarSenhaRequest'];
export type RedefinirSenhaRequest = components['schemas']['RedefinirSenhaRequest'];
export type AlterarSenhaRequest = components['schemas']['AlterarSenhaRequest'];
export type Sexo = components['schemas']['Sexo'];
export type RegistroRequest = components['schemas']['RegistroRequest'];
export type RegistroResposta = components['schemas']['RegistroResposta'];
export type Usuario = components['schemas']['Usuario'];
export type UsuarioIgreja = components['schemas']['UsuarioIgreja'];
export type ContaResumo = components['schemas']['ContaResumo'];
export type UserIgrejaRole = components['schemas']['UserIgrejaRole'];
export type TrocaIgrejaRequest = components['schemas']['TrocaIgrejaRequest'];
export type IdOrNull = components['schemas']['IdOrNull'];
