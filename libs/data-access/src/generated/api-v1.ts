// Generated from openapi/api.v1.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/igreja/codigo/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A church by its code (the first label of its subdomain). */
        get: operations["getIgrejaByCodigo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The clients (churches) served under a custom host name. */
        get: operations["getIgrejaByHostname"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/metodo-pagamento/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment methods a church accepts. */
        get: operations["listMetodosPagamento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja-app-menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's menu items, in order. */
        get: operations["listIgrejaAppMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/modulo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The modules a church has switched on. */
        get: operations["listModulos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/visual/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's visual settings (primary colour, logo). */
        get: operations["getIgrejaVisual"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banner/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's home banners, in order. */
        get: operations["listBanners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cliente/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organization's clients (its churches), nearest first when a position is given. */
        get: operations["listClientes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/congregacao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's congregations. */
        get: operations["listCongregacoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizacao/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organization by its slug. */
        get: operations["getOrganizacao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/user/{id}/documento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listDocuments"];
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
            path?: never;
            cookie?: never;
        };
        /** Whether the account of an e-mail has a church account in this church. */
        get: operations["lookupChurchAccountByEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{church}/usuario/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
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
    "/usuario/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["updateAccount"];
        post?: never;
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
    "/user/{id}/campo-personalizado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listCustomFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{id}/notificacao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's notifications in a church, newest first. */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/pedido-exclusao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers the request to delete the account, confirmed by its password, and e-mails it. */
        post: operations["requestAccountDeletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/endereco": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/endereco": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["createAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/endereco/{addressId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["updateAddress"];
        post?: never;
        delete: operations["deleteAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/crianca": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listChildren"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/crianca": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["createChild"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/crianca/{childId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["updateChild"];
        post?: never;
        delete: operations["deleteChild"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/{kind}/imagem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads the profile picture (multipart field `imagem`; JPEG, PNG or WebP by content, at most 5 MB). */
        post: operations["uploadAccountImage"];
        delete: operations["deleteAccountImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/utils/pais/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/utils/ocupacao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listOccupations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/utils/estado-civil/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listMaritalStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/utils/cep/{cep}/json/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A Brazilian postcode (CEP) lookup, shaped as the postcode service's answer. */
        get: operations["lookupPostcode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/igreja/{slug}/devocional/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's published devotionals, newest first. */
        get: operations["listDevocionais"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/devocional/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published devotional of the church. */
        get: operations["getDevocional"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/noticia/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's published news, newest first. */
        get: operations["listNoticias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/noticia/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published news item of the church. */
        get: operations["getNoticia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/ministerio/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's published ministries, in the church's order. */
        get: operations["listMinisterios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/ministerio/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published ministry of the church, with its published projects. */
        get: operations["getMinisterio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/ministerio/{id}/projeto/{projetoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published project of a published ministry of the church. */
        get: operations["getProjetoMinisterio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/ebd/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's published Sunday-school classes, in the church's order. */
        get: operations["listEbds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/ebd/{ebdSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published Sunday-school class of the church, with its lessons. */
        get: operations["getEbd"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/publicacao-tipo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's publication types, each with how many publications it has. */
        get: operations["listPublicacaoTipos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/publicacao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's publications, newest first, optionally of one type. */
        get: operations["listPublicacoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/publicacao/{publicacaoSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One publication of the church, by its slug. */
        get: operations["getPublicacao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/configuracao-estudo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the church's small-group studies are public (§7 "Groups and studies"). */
        get: operations["getConfiguracaoEstudo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/estudo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The church's Bible studies for small groups, newest first.
         * @description When the church's study configuration says members only (`flagConteudoPublico` false), the
         *     request needs the bearer token of a signed-in member of that church: 401 without one, 403
         *     for an account that is not a member there.
         */
        get: operations["listEstudos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/estudo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One study of the church.
         * @description When the church's study configuration says members only (`flagConteudoPublico` false), the
         *     request needs the bearer token of a signed-in member of that church: 401 without one, 403
         *     for an account that is not a member there.
         */
        get: operations["getEstudo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's video playlist (§7 "Other content"), newest first. */
        get: operations["listVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video/{slug}/{videoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One video of the church's playlist, by its provider id (`contentDetails.videoId`). */
        get: operations["getVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/podcast/anchor/{code}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The episodes of the church's podcast, read from its RSS feed, newest first (§7 "Other content").
         * @description `code` is the church code. The server reads the church's feed with a time-out and caches it
         *     for a few minutes. The client's list ends when a page has fewer than `limit` items (§4).
         */
        get: operations["listPodcastEpisodios"];
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
        /** Format: email */
        Email: string;
        /** @description At least 8 characters with an upper-case letter, a lower-case letter, a number and one of @$!%*?&#/. (§5). */
        Senha: string;
        /** Format: date */
        Data: string;
        LoginCheckRequest: {
            username: components["schemas"]["Email"];
            password: string;
        };
        TokenPair: {
            /** @description A JWT valid for a few minutes. */
            token: string;
            /** @description Opaque; valid once. */
            refreshToken: string;
        };
        TokenRefreshRequest: {
            refreshToken: string;
        };
        TokenOnlyRequest: {
            token: string;
        };
        RecuperarSenhaRequest: {
            email: components["schemas"]["Email"];
            /** @description The church code, for the link and the e-mail's branding. */
            igreja: components["schemas"]["Slug"];
        };
        RedefinirSenhaRequest: {
            token: string;
            senha: components["schemas"]["Senha"];
        };
        AlterarSenhaRequest: {
            senhaAtual: string;
            novaSenha: components["schemas"]["Senha"];
        };
        /** @enum {string} */
        Sexo: "M" | "F";
        /** @description The personal form fields of §3, as the account stores them. */
        DadosPessoais: {
            nome: string;
            sobrenome: string;
            /** @description Brazilian mobile, +55 (area code) 9XXXX-YYYY; digits and punctuation accepted. */
            telefone: string;
            /** @description 11 digits (punctuation accepted), valid checksum, not all equal. */
            cpf: string;
            dataNascimento: components["schemas"]["Data"];
            sexo: components["schemas"]["Sexo"];
            idEstadoCivil?: number | null;
            /** Format: date */
            dataCasamento?: string | null;
            qtdeFilhos?: number | null;
            idOcupacao?: number | null;
            idCongregacao?: number | null;
            idPais?: number | null;
            estado?: string | null;
            cidade?: string | null;
            bairro?: string | null;
            logradouro?: string | null;
            numero?: string | null;
            complemento?: string | null;
            /** @description 8 digits after removing hyphens. */
            cep?: string | null;
            observacoes?: string | null;
        };
        /**
         * @description Without a token: the personal fields plus e-mail and password. With a token (completing the
         *     registration of an existing account): only idCongregacao and observacoes are read.
         */
        RegistroRequest: {
            email?: components["schemas"]["Email"];
            senha?: components["schemas"]["Senha"];
            nome?: string;
            sobrenome?: string;
            telefone?: string;
            cpf?: string;
            dataNascimento?: components["schemas"]["Data"];
            sexo?: components["schemas"]["Sexo"];
            idEstadoCivil?: number | null;
            /** Format: date */
            dataCasamento?: string | null;
            qtdeFilhos?: number | null;
            idOcupacao?: number | null;
            idCongregacao?: number | null;
            idPais?: number | null;
            estado?: string | null;
            cidade?: string | null;
            bairro?: string | null;
            logradouro?: string | null;
            numero?: string | null;
            complemento?: string | null;
            cep?: string | null;
            observacoes?: string | null;
        };
        RegistroResposta: {
            usuario: components["schemas"]["Usuario"];
            usuarioIgreja: components["schemas"]["UsuarioIgreja"];
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
        /** @description What the access screen learns of an e-mail's account. */
        ContaResumo: {
            id: number;
            flagAtivo: boolean;
        };
        Documento: {
            /** @enum {string} */
            tipo: "CPF";
            numero: string;
        };
        UserIgrejaRole: {
            /** @description ROLE_MEMBER, ROLE_ADMIN, ROLE_ADMIN_CONTENT or ROLE_SUPER_ADMIN. */
            role: string;
            idIgreja: number;
        };
        TrocaIgrejaRequest: {
            idIgreja: number;
        };
        CampoPersonalizado: {
            id: number;
            nome: string;
            /** @enum {string} */
            tipo: "TEXTO" | "NUMERO" | "DATA" | "OPCAO";
            opcoes?: string[];
            valor?: string | null;
        };
        Notificacao: {
            id: number;
            titulo: string;
            corpo: string;
            /** Format: date-time */
            dataCadastro: string;
            /** Format: date-time */
            dataUltimaAlteracao: string;
            tipo: {
                /** @description CULTO, EVENTO, EBD, NOTICIA, DEVOCIONAL or another type. */
                codigo: string;
            };
            igreja: {
                codigo: string;
            };
            /** @description The id (or slug) of the content the notification is about. */
            idEntidadeRelacionada?: string | null;
        };
        PedidoExclusaoRequest: {
            senha: string;
        };
        PedidoExclusao: {
            id: number;
            /** Format: date-time */
            dataCadastro: string;
        };
        EnderecoInput: {
            descricao?: string | null;
            cep: string;
            logradouro: string;
            numero: string;
            complemento?: string | null;
            bairro: string;
            cidade: string;
            estado: string;
            idPais?: number | null;
            flagPrincipal?: boolean;
        };
        Endereco: {
            id: number;
            descricao?: string | null;
            cep: string;
            logradouro: string;
            numero: string;
            complemento?: string | null;
            bairro: string;
            cidade: string;
            estado: string;
            idPais?: number | null;
            flagPrincipal: boolean;
        };
        CriancaInput: {
            nome: string;
            dataNascimento: components["schemas"]["Data"];
            sexo: components["schemas"]["Sexo"];
            /** @description Allergies, care notes. */
            observacoes?: string | null;
        };
        Crianca: {
            id: number;
            nome: string;
            dataNascimento: components["schemas"]["Data"];
            sexo: components["schemas"]["Sexo"];
            /** @description Allergies, care notes. */
            observacoes?: string | null;
        };
        Pais: {
            id: number;
            nome: string;
            /** @description ISO 3166-1 alpha-2. */
            sigla: string;
        };
        ItemReferencia: {
            id: number;
            /** @description Stable code; clients translate by it. */
            codigo: string;
            nome: string;
        };
        CepResposta: {
            cep?: string;
            logradouro?: string;
            complemento?: string;
            bairro?: string;
            localidade?: string;
            uf?: string;
            erro?: boolean;
        };
        Slug: string;
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
        Imagem: {
            url: string;
            largura: number;
            altura: number;
            descricao?: string | null;
        };
        Igreja: {
            id: number;
            slug: string;
            /** Format: uuid */
            uuid: string;
            codigo: string;
            /** @description Language as stored (e.g. pt_BR); clients normalise underscores to hyphens. */
            idioma: string;
            slugOrganizacao: string;
            flagAtivo: boolean;
            nome: string;
            historia?: string | null;
            descricao?: string | null;
            imagens: components["schemas"]["Imagem"][];
            facebookPixelCode?: string | null;
            codigoPlano?: string | null;
            /** Format: date-time */
            dataCadastro: string;
            /** @description ISO 4217 currency code used to format money. */
            moeda: string;
            email?: string | null;
            telefone?: string | null;
            endereco?: string | null;
            cidade?: string | null;
            estado?: string | null;
            pais?: string | null;
            site?: string | null;
        };
        IgrejaCodigoResposta: {
            status: boolean;
            igreja: components["schemas"]["Igreja"];
        };
        Organizacao: {
            id: number;
            slug: string;
            nome: string;
            descricao?: string | null;
        };
        /** @description A church as an organization's client, with its position. */
        Cliente: {
            id: number;
            nome: string;
            /** @description The church code. */
            codigo: string;
            idIgreja: number;
            slugIgreja: string;
            slugOrganizacao: string;
            flagAtivo: boolean;
            idioma?: string | null;
            cidade?: string | null;
            estado?: string | null;
            pais?: string | null;
            endereco?: string | null;
            latitude: number;
            longitude: number;
            /** @description Kilometres from the given position, when one was given. */
            distancia?: number | null;
        };
        Modulo: {
            id: number;
            codigo: string;
            nome: string;
        };
        IgrejaVisual: {
            corApp: string;
            logo?: components["schemas"]["Imagem"];
        };
        MetodoPagamento: {
            id: number;
            /** @description CARTAO_CREDITO, PIX, BOLETO, DINHEIRO, CARTEIRA_DIGITAL or ACH. */
            codigo: string;
            nome: string;
            idGatewayPagamento?: number | null;
        };
        IgrejaAppMenu: {
            id: number;
            titulo: string;
            /** @description A path of the site (starting with /) or, when flagExterno, an absolute URL. */
            link: string;
            ordem: number;
            icone?: string | null;
            flagExterno: boolean;
        };
        Banner: {
            id: number;
            titulo: string;
            imagem: components["schemas"]["Imagem"];
            link?: string | null;
            ordem: number;
        };
        Congregacao: {
            id: number;
            nome: string;
            endereco?: string | null;
            cidade?: string | null;
            estado?: string | null;
            telefone?: string | null;
            latitude?: number | null;
            longitude?: number | null;
        };
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
        DevocionalResumo: {
            id: number;
            titulo: string;
            referenciaBiblica: string;
            autor: string;
            /** Format: date */
            data: string;
            imagem?: components["schemas"]["Imagem"];
        };
        Devocional: components["schemas"]["DevocionalResumo"] & {
            /** @description Rich text (HTML) written by church staff; sanitise before rendering. */
            texto: string;
        };
        NoticiaResumo: {
            id: number;
            titulo: string;
            resumo: string;
            /** Format: date-time */
            dataPublicacao: string;
            imagem?: components["schemas"]["Imagem"];
        };
        Noticia: components["schemas"]["NoticiaResumo"] & {
            /** @description Rich text (HTML) written by church staff; sanitise before rendering. */
            texto: string;
        };
        MinisterioResumo: {
            id: number;
            nome: string;
            descricao: string;
            lider?: string | null;
            imagem?: components["schemas"]["Imagem"];
        };
        Ministerio: components["schemas"]["MinisterioResumo"] & {
            contato?: string | null;
            projetos: components["schemas"]["ProjetoMinisterioResumo"][];
        };
        /** @enum {string} */
        ProjetoStatus: "PLANEJADO" | "EM_ANDAMENTO" | "CONCLUIDO";
        ProjetoMinisterioResumo: {
            id: number;
            nome: string;
            objetivo: string;
            status: components["schemas"]["ProjetoStatus"];
            imagem?: components["schemas"]["Imagem"];
        };
        ProjetoMinisterio: components["schemas"]["ProjetoMinisterioResumo"] & {
            descricao: string;
            idMinisterio: number;
            nomeMinisterio: string;
        };
        EbdResumo: {
            id: number;
            slug: string;
            nome: string;
            faixaEtaria: string;
            professor: string;
            sala: string;
            /** @description The class's Sunday start time, HH:MM in the church's time zone. */
            horario: string;
            imagem?: components["schemas"]["Imagem"];
        };
        EbdLicao: {
            id: number;
            titulo: string;
            /** Format: date */
            data: string;
            referenciaBiblica?: string | null;
            resumo?: string | null;
        };
        Ebd: components["schemas"]["EbdResumo"] & {
            descricao: string;
            licoes: components["schemas"]["EbdLicao"][];
        };
        PublicacaoTipo: {
            id: number;
            nome: string;
            slug: string;
            descricao?: string | null;
            totalPublicacoes: number;
        };
        /** @description A file to download with the publication (a PDF bulletin). */
        PublicacaoArquivo: {
            url: string;
            nome: string;
        };
        PublicacaoResumo: {
            id: number;
            titulo: string;
            slug: string;
            tipo: {
                id: number;
                nome: string;
                slug: string;
            };
            resumo: string;
            /** @description The cover image (an Imagem), or null. */
            imagem: {
                url: string;
                largura: number;
                altura: number;
                descricao?: string | null;
            } | null;
            /** Format: date-time */
            dataPublicacao: string;
            /** @description A file to download with the publication (a PDF bulletin), or null. */
            arquivo: {
                url: string;
                nome: string;
            } | null;
        };
        Publicacao: components["schemas"]["PublicacaoResumo"] & {
            /** @description Rich text (HTML) written by church staff; sanitise before rendering. */
            conteudo: string;
        };
        ConfiguracaoEstudo: {
            /** @description True when visitors may read the studies; false when only the church's members may. */
            flagConteudoPublico: boolean;
        };
        EstudoResumo: {
            id: number;
            titulo: string;
            /** @description The Bible passage studied, as written (John 15:1-17). */
            passagemBiblica: string;
            resumo: string;
            /** Format: date */
            dataEstudo: string;
        };
        Estudo: components["schemas"]["EstudoResumo"] & {
            /** @description Rich text (HTML) written by church staff; sanitise before rendering. */
            conteudo: string;
            /** @description The questions for the group's discussion, in order. */
            perguntas: string[];
        };
        VideoId: string;
        VideoPlaylist: {
            id: number;
            titulo: string;
            descricao?: string | null;
        };
        /** @description A video item of §3. */
        Video: {
            id: number;
            titulo: string;
            descricao: string;
            /** @enum {string} */
            source: "youtube" | "vimeo";
            contentDetails: {
                videoId: components["schemas"]["VideoId"];
            };
            thumbnail: components["schemas"]["Imagem"];
            /** Format: date-time */
            publishedAt: string;
        };
        Podcast: {
            title: string;
            description: string;
            image: string | null;
        };
        /** @description A podcast item of §3, read from the church's RSS feed. */
        PodcastItem: {
            /** @description The item's guid, or its audio address when it has none. */
            id: string;
            title: string;
            /** @description The episode's notes as plain text. */
            description: string;
            /** @description The episode number, 1 being the oldest. */
            position: number;
            /** Format: date-time */
            published_at: string | null;
            audio_file: string;
            /** @description Seconds, when the feed says. */
            duration?: number | null;
            /** @description The episode's image, else the podcast's. */
            background: string | null;
        };
    };
    responses: {
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
        /** @description Conflicts with existing data (`code` says which, `errors` names the field). */
        Conflict: {
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
        /** @description The upload is larger than allowed. */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The upload's content is not an accepted type. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
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
        /** @description The account id; only the signed-in account's own. */
        UserIdPath: number;
        ImageKindPath: "perfil";
        /** @description The church id. */
        ClienteQuery: number;
        EmailQuery: string;
        CodePath: string;
        SlugPath: components["schemas"]["Slug"];
        /** @description The church id. */
        IgrejaQuery: number;
        /** @description The page, from 1. */
        ContentPage: number;
        /** @description Items per page. */
        ContentLimit: number;
        ContentIdPath: number;
        /** @description The page, from 1. */
        MediaPage: number;
        /** @description Items per page. */
        MediaLimit: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getIgrejaByCodigo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: components["parameters"]["CodePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The church. `status` is false when the lookup failed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IgrejaCodigoResposta"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getIgrejaByHostname: {
        parameters: {
            query: {
                hostname: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clients mapped to the host name; empty when none is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientes: components["schemas"]["Cliente"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listMetodosPagamento: {
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
            /** @description Payment methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        metodosPagamento: components["schemas"]["MetodoPagamento"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listIgrejaAppMenu: {
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
            /** @description Menu items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        igrejaAppMenus: components["schemas"]["IgrejaAppMenu"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listModulos: {
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
            /** @description Enabled modules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modulos: components["schemas"]["Modulo"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getIgrejaVisual: {
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
            /** @description Visual settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        igrejaVisual: components["schemas"]["IgrejaVisual"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listBanners: {
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
            /** @description Banners. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        banners: components["schemas"]["Banner"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listClientes: {
        parameters: {
            query: {
                organizacao: components["schemas"]["Slug"];
                latitude?: number;
                longitude?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Clients of the organization. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientes: components["schemas"]["Cliente"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listCongregacoes: {
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
            /** @description Congregations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        congregacoes: components["schemas"]["Congregacao"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizacao: {
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
            /** @description The organization. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organizacao: components["schemas"]["Organizacao"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
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
            /** @description The e-mail is on its way. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
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
                cliente?: number;
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
    listDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's documents (CPF). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documentos: components["schemas"]["Documento"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listRoles: {
        parameters: {
            query?: {
                igreja?: number;
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
                client: number;
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
                church: number;
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
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DadosPessoais"];
            };
        };
        responses: {
            /** @description The updated account. */
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
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
        };
    };
    listCustomFields: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
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
            /** @description The church's custom fields with the account's values. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        camposPersonalizados: components["schemas"]["CampoPersonalizado"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The church id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notificacoes: components["schemas"]["Notificacao"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    requestAccountDeletion: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PedidoExclusaoRequest"];
            };
        };
        responses: {
            /** @description The request is registered. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pedidoExclusao: components["schemas"]["PedidoExclusao"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAddresses: {
        parameters: {
            query: {
                /** @description The church id. */
                cliente: components["parameters"]["ClienteQuery"];
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
            /** @description The account's addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enderecos: components["schemas"]["Endereco"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnderecoInput"];
            };
        };
        responses: {
            /** @description The new address. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endereco: components["schemas"]["Endereco"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                addressId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnderecoInput"];
            };
        };
        responses: {
            /** @description The updated address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endereco: components["schemas"]["Endereco"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                addressId: number;
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listChildren: {
        parameters: {
            query: {
                /** @description The church id. */
                cliente: components["parameters"]["ClienteQuery"];
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
            /** @description The account's children. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        criancas: components["schemas"]["Crianca"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createChild: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CriancaInput"];
            };
        };
        responses: {
            /** @description The new child. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        crianca: components["schemas"]["Crianca"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateChild: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                childId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CriancaInput"];
            };
        };
        responses: {
            /** @description The updated child. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        crianca: components["schemas"]["Crianca"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteChild: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                childId: number;
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    uploadAccountImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                kind: components["parameters"]["ImageKindPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    imagem: string;
                };
            };
        };
        responses: {
            /** @description The stored picture. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imagem: components["schemas"]["Imagem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteAccountImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                kind: components["parameters"]["ImageKindPath"];
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Countries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        paises: components["schemas"]["Pais"][];
                    };
                };
            };
        };
    };
    listOccupations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Occupations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ocupacoes: components["schemas"]["ItemReferencia"][];
                    };
                };
            };
        };
    };
    listMaritalStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The marital statuses of §3. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        estadosCivis: components["schemas"]["ItemReferencia"][];
                    };
                };
            };
        };
    };
    lookupPostcode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cep: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address of the CEP, or `erro` when the service knows none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CepResposta"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listCultosDoMes: {
        parameters: {
            query: {
                /** @description The month, as YYYY-MM, in the church's time zone. */
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
    listDevocionais: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
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
            /** @description One page of devotionals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        devocionais: components["schemas"]["DevocionalResumo"][];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getDevocional: {
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
            /** @description The devotional. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        devocional: components["schemas"]["Devocional"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listNoticias: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
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
            /** @description One page of news. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        noticias: components["schemas"]["NoticiaResumo"][];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getNoticia: {
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
            /** @description The news item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        noticia: components["schemas"]["Noticia"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listMinisterios: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
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
            /** @description One page of ministries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ministerios: components["schemas"]["MinisterioResumo"][];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getMinisterio: {
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
            /** @description The ministry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ministerio: components["schemas"]["Ministerio"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getProjetoMinisterio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                id: components["parameters"]["ContentIdPath"];
                projetoId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projeto: components["schemas"]["ProjetoMinisterio"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listEbds: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
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
            /** @description One page of classes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ebds: components["schemas"]["EbdResumo"][];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getEbd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The class's slug, or its id (all digits) when no class has that slug. */
                ebdSlug: components["schemas"]["Slug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The class. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ebd: components["schemas"]["Ebd"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listPublicacaoTipos: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                page?: components["parameters"]["MediaPage"];
                /** @description Items per page. */
                limit?: components["parameters"]["MediaLimit"];
            };
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of publication types, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicacaoTipos: components["schemas"]["PublicacaoTipo"][];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listPublicacoes: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                page?: components["parameters"]["MediaPage"];
                /** @description Items per page. */
                limit?: components["parameters"]["MediaLimit"];
                /** @description The slug of a publication type; an unknown type gives an empty list. */
                tipo?: components["schemas"]["Slug"];
            };
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of publications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicacoes: components["schemas"]["PublicacaoResumo"][];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getPublicacao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                publicacaoSlug: components["schemas"]["Slug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The publication. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicacao: components["schemas"]["Publicacao"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getConfiguracaoEstudo: {
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
            /** @description The study configuration; `data.flagConteudoPublico` false means members only. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConfiguracaoEstudo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listEstudos: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                page?: components["parameters"]["MediaPage"];
                /** @description Items per page. */
                limit?: components["parameters"]["MediaLimit"];
            };
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of studies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        estudos: components["schemas"]["EstudoResumo"][];
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
    getEstudo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The study. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        estudo: components["schemas"]["Estudo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listVideos: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                page?: components["parameters"]["MediaPage"];
                /** @description Items per page. */
                limit?: components["parameters"]["MediaLimit"];
            };
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The playlist and one page of its videos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The church's playlist (a VideoPlaylist), or null when it has none. */
                        playlist: {
                            id: number;
                            titulo: string;
                            descricao?: string | null;
                        } | null;
                        videos: components["schemas"]["Video"][];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                videoId: components["schemas"]["VideoId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The video. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        video: components["schemas"]["Video"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listPodcastEpisodios: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                page?: components["parameters"]["MediaPage"];
                /** @description Items per page. */
                limit?: components["parameters"]["MediaLimit"];
            };
            header?: never;
            path: {
                code: components["parameters"]["CodePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The podcast and one page of its episodes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The podcast (a Podcast), or null when the church has no podcast feed. */
                        podcast: {
                            title: string;
                            description: string;
                            image: string | null;
                        } | null;
                        items: components["schemas"]["PodcastItem"][];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            /** @description The church's feed could not be read or parsed. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The church's feed did not answer in time. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
