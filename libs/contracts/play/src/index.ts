// Generated from openapi/modules/play.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/igreja/{slug}/plano-assinatura-configuracao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The church's video area, as it presents itself, and who may watch a content that says nothing of its own.
         * @description A church that has not set up its area answers 404 `ASSINATURA_NAO_CONFIGURADA`.
         */
        get: operations["getPlanoAssinaturaConfiguracao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/plano-assinatura/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plans a member may subscribe to, in the church's order. */
        get: operations["listPlanosAssinatura"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/plano-assinatura-home/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rows of the area's home, each a tag of the contents, in the church's order. */
        get: operations["listPlanoAssinaturaHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plano-assinatura-conteudo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the area's contents, featured, by tag, by collection or found by a search.
         * @description The filters add up. `busca` finds contents whose title, description or tags hold every word given
         *     (each word also as the start of a longer one; accents and case do not matter), best match first,
         *     answered by an index, among its 500 newest matches (`total` counts at most 500: a member refines a
         *     search that finds more). `coletanea` lists a collection's videos in its order. Otherwise the newest
         *     come first.
         */
        get: operations["listPlanoAssinaturaConteudos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plano-assinatura-conteudo/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A content of the area; a collection with its videos in order.
         * @description Another church's content, or one that does not exist, answers 404 `CONTEUDO_NAO_ENCONTRADO`.
         */
        get: operations["getPlanoAssinaturaConteudo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario-plano-assinatura-conteudo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's list ("my list") at a church, the last added first. */
        get: operations["listUsuarioPlanoAssinaturaConteudos"];
        put?: never;
        /**
         * Adds a content to the signed-in member's list; adding it again answers the item there is.
         * @description A member of the church only. Another church's content is a 404 `CONTEUDO_NAO_ENCONTRADO`; a list
         *     holds at most 500 contents (422 `MINHA_LISTA_CHEIA`).
         */
        post: operations["addUsuarioPlanoAssinaturaConteudo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario-plano-assinatura-conteudo/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Takes an item off the signed-in member's list.
         * @description Another member's item, or one that is not there, is a 404 `ITEM_NAO_ENCONTRADO`.
         */
        delete: operations["removeUsuarioPlanoAssinaturaConteudo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plano-assinatura-conteudo/{id}/progresso/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the signed-in member stopped watching a video (0 seconds when they never started it). */
        get: operations["getProgressoPlanoAssinaturaConteudo"];
        /**
         * Keeps where the signed-in member is in a video, as they watch and when they leave.
         * @description The last write wins. `concluido` marks a video watched to its end: it leaves "continue watching".
         *     A collection is not watched itself (404 `CONTEUDO_NAO_ENCONTRADO`, as another church's content).
         */
        put: operations["saveProgressoPlanoAssinaturaConteudo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario-plano-assinatura-progresso/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The videos the signed-in member started and did not finish, the last watched first ("continue watching", at most 20). */
        get: operations["listUsuarioPlanoAssinaturaProgressos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plano-assinatura-conteudo/{id}/midia/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a video plays, for a member who may watch it.
         * @description A video whose `tipoVisibilidadeConteudo` is `assinantes` takes a subscription whose paid period has
         *     not ended (403 `ASSINATURA_NECESSARIA`); a `gratuito` one, any member. A file of the area's store is
         *     given as a signed address that opens it and the files beside it (its segments and captions) for
         *     ten minutes (`expiraEm`); ask again for a new one. A YouTube or Vimeo video is given by its id.
         */
        get: operations["getMidiaPlanoAssinaturaConteudo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/midia-plano-assinatura/{token}/{arquivo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file of a video (its playlist, a segment, its captions) through a signed address.
         * @description The address `GET /plano-assinatura-conteudo/{id}/midia/` gave; an expired or altered token is a
         *     403 `MIDIA_EXPIRADA`. Byte ranges are answered (206), one range per request.
         */
        get: operations["getArquivoMidiaPlanoAssinatura"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/usuario-plano-assinatura/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's subscriptions at a church, the newest first (§7, `/user/subscriptions`). */
        get: operations["listUsuarioPlanoAssinaturas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/usuario-plano-assinatura/{assinatura}/cancelamento/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels the signed-in member's subscription; it keeps its access until the paid period ends.
         * @description Nothing more is charged. Cancelling one already cancelled answers it as it is. One that ended, or
         *     that was never paid, cannot be (409 `ASSINATURA_ENCERRADA`); another member's is a 404
         *     `ASSINATURA_NAO_ENCONTRADA`.
         */
        post: operations["cancelUsuarioPlanoAssinatura"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/usuario-plano-assinatura/{assinatura}/cartao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Pays the signed-in member's subscription with one of their saved cards from its next charge on.
         * @description A subscription paid by Pix or slip moves to the card. One whose last renewal was declined is
         *     charged again on the renewals job's next run. Refusals: 404 `ASSINATURA_NAO_ENCONTRADA` (not the
         *     member's here), 409 `ASSINATURA_ENCERRADA` (ended, cancelled, or still waiting for its first
         *     payment), 422 `CARD_INVALID` (not one of the member's cards at this church).
         */
        put: operations["updateCartaoUsuarioPlanoAssinatura"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario-plano-assinatura/cotacao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What subscribing to a plan costs the signed-in member now and at each renewal, with a coupon if given.
         * @description The checkout shows this and sends its `primeiraCobranca.total` as `totalEsperado`. `periodoTeste`
         *     says whether the member gets the plan's free trial (once per person: per CPF at a Brazilian
         *     church, per account otherwise); then nothing is charged today. Refusals: 404 `PLANO_NAO_ENCONTRADO`
         *     (not a plan this church offers), 422 `CUPOM_INVALIDO` (an unknown, used-up or expired coupon).
         */
        get: operations["getCotacaoPlanoAssinatura"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario-plano-assinatura/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribes the signed-in member to a plan, paid by card, Pix or bank slip as the church allows.
         * @description The server prices the first charge (the plan's price, less the coupon's percentage while it lasts,
         *     plus its fee and, once, its hiring fee; nothing while a free trial runs) and `totalEsperado` must
         *     match it. A card is saved for the renewals (a card, a Pix or a slip each period, as chosen here). A
         *     card charge answers at once; a Pix or a slip leaves the subscription `pendente` until it is paid.
         *     Send an `Idempotency-Key`: a retry answers the first answer and never charges twice. Refusals:
         *     404 `PLANO_NAO_ENCONTRADO`; 409 `ASSINATURA_EXISTENTE` (the member already has a subscription
         *     here that is running or waiting for its payment); 422 `CUPOM_INVALIDO`,
         *     `ASSINATURA_TOTAL_ALTERADO`, `ASSINATURA_METODO_INVALIDO` (card, Pix or slip, one installment,
         *     as the church takes them), `EVT_REG_026` (a CPF is needed for Pix, a slip or a free trial at a
         *     Brazilian church), `ASSINATURA_TESTE_USADO` (this person's trial was already taken: ask for a
         *     new quote), `CARD_INVALID`.
         */
        post: operations["createUsuarioPlanoAssinatura"];
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
        PlanoAssinaturaConfiguracao: {
            titulo: string;
            descricao: string | null;
            tipoVisibilidadeConteudo: components["schemas"]["TipoVisibilidadeConteudo"];
            /** @description Days a renewal that failed keeps access while it is retried. */
            diasCarencia: number;
        };
        /**
         * @description Who may watch — `gratuito` anyone signed in, `assinantes` a member with an active subscription.
         * @enum {string}
         */
        TipoVisibilidadeConteudo: "gratuito" | "assinantes";
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
        PlanoAssinatura: {
            id: number;
            /** @description The plan's subscription code. */
            codigo: string;
            nome: string;
            descricao: string | null;
            /** @enum {string} */
            periodicidade: "mensal" | "anual";
            valor: components["schemas"]["Centavos"];
            taxa: components["schemas"]["Centavos"];
            taxaAdesao: components["schemas"]["Centavos"];
            /** @description Days of the free trial (0 for none); once per person. */
            diasTeste: number;
            moeda: string;
        };
        /** @description An amount in cents of the church's currency. */
        Centavos: number;
        PlanoAssinaturaHomeTag: {
            tag: components["schemas"]["Tag"];
            titulo: string;
        };
        /** @description A content tag, as the church wrote it (lower case letters, digits and hyphens). */
        Tag: string;
        /** @description The id of a stored row (a PostgreSQL integer). */
        Id: number;
        PlanoAssinaturaConteudo: {
            id: number;
            /** @enum {string} */
            tipo: "video" | "coletanea";
            titulo: string;
            descricao: string | null;
            tags: components["schemas"]["Tag"][];
            destaque: boolean;
            tipoVisibilidadeConteudo: components["schemas"]["TipoVisibilidadeConteudo"];
            duracaoSegundos: number | null;
            /** @description The thumbnail's address, or null (the area draws one from the church's colours). */
            imagem: string | null;
            /** Format: date-time */
            dataPublicacao: string;
            /** @description The collection a video belongs to, or null. */
            coletanea: {
                id: number;
                titulo: string;
            } | null;
        };
        PlanoAssinaturaConteudoDetalhe: components["schemas"]["PlanoAssinaturaConteudo"] & {
            /** @description A collection's videos in its order (empty for a video). */
            videos: components["schemas"]["PlanoAssinaturaConteudo"][];
        };
        UsuarioPlanoAssinaturaConteudo: {
            /** @description The list item's id. */
            id: number;
            /** Format: date-time */
            dataCadastro: string;
            planoAssinaturaConteudo: components["schemas"]["PlanoAssinaturaConteudo"];
        };
        UsuarioPlanoAssinaturaConteudoAnswer: {
            usuarioPlanoAssinaturaConteudo: components["schemas"]["UsuarioPlanoAssinaturaConteudo"];
        };
        Progresso: {
            segundos: number;
            concluido: boolean;
            /**
             * Format: date-time
             * @description When it was last kept; null for a video never started.
             */
            dataAtualizacao: string | null;
        };
        Midia: {
            /** @enum {string} */
            formato: "hls" | "mp4" | "youtube" | "vimeo";
            /** @description The signed address of the playlist or file (hls, mp4), or the video's id (youtube, vimeo). */
            endereco: string;
            /** Format: date-time */
            expiraEm: string | null;
            legendas: {
                idioma: string;
                endereco: string;
            }[];
        };
        UsuarioPlanoAssinatura: {
            id: number;
            /**
             * @description How each period is paid.
             * @enum {string}
             */
            metodo: "CARTAO_CREDITO" | "PIX" | "BOLETO";
            /** @description It began with the plan's free trial. */
            periodoTeste: boolean;
            cupom: components["schemas"]["Cupom"];
            plano: {
                id: number;
                codigo: string;
                nome: string;
                /** @enum {string} */
                periodicidade: "mensal" | "anual";
            };
            valor: components["schemas"]["Centavos"];
            taxa: components["schemas"]["Centavos"];
            taxaAdesao: components["schemas"]["Centavos"];
            moeda: string;
            /** Format: date-time */
            dataAssinatura: string;
            status: {
                /**
                 * @description `ativo` is valid (§3); `cancelado` keeps access until `fimPeriodo`.
                 * @enum {string}
                 */
                situacao: "pendente" | "ativo" | "inadimplente" | "cancelado" | "encerrado";
            };
            /**
             * Format: date-time
             * @description When the paid period ends.
             */
            fimPeriodo: string;
            /**
             * Format: date-time
             * @description When it renews (null once cancelled or ended).
             */
            proximaCobranca: string | null;
            /** Format: date-time */
            dataCancelamento: string | null;
        };
        /** @description A coupon; null where none was given. */
        Cupom: {
            codigo: string;
            /** @description The percentage taken off the plan's price. */
            percentual: number;
            /** @description How many paid periods it takes off, from the first. */
            periodos: number;
        } | null;
        /** @description A coupon's code (letters, digits, `-` and `_`). */
        CodigoCupom: string;
        CotacaoAssinatura: {
            plano: components["schemas"]["PlanoAssinatura"];
            /** @description The member gets the plan's free trial (nothing is charged today). */
            periodoTeste: boolean;
            /** @description The member would get the free trial with a CPF in their profile (a Brazilian church's trials are once per CPF). */
            testeExigeCpf: boolean;
            diasTeste: number;
            cupom: components["schemas"]["Cupom"];
            /** @description What is charged today (`totalEsperado` of the subscribe call); 0 during a free trial. */
            totalHoje: components["schemas"]["Centavos"];
            primeiraCobranca: components["schemas"]["Cobranca"];
            /** @description A renewal once the coupon's periods are over. */
            renovacao: components["schemas"]["Cobranca"];
            moeda: string;
            /** @description How this member may pay this subscription at this church. */
            metodosPagamento: ("CARTAO_CREDITO" | "PIX" | "BOLETO")[];
        };
        /** @description One charge of a subscription, in cents. */
        Cobranca: {
            /**
             * Format: date-time
             * @description When it is charged (now, or when the free trial ends).
             */
            data: string;
            valor: components["schemas"]["Centavos"];
            desconto: components["schemas"]["Centavos"];
            taxa: components["schemas"]["Centavos"];
            taxaAdesao: components["schemas"]["Centavos"];
            total: components["schemas"]["Centavos"];
        };
        AssinaturaInput: {
            igreja: components["schemas"]["Id"];
            idPlano: components["schemas"]["Id"];
            cupom?: components["schemas"]["CodigoCupom"];
            totalEsperado: components["schemas"]["Centavos"];
            pagamento: components["schemas"]["PagamentoInput"];
        };
        PagamentoInput: {
            metodo: components["schemas"]["MetodoPagamentoCodigo"];
            /** @default 1 */
            parcelas: number;
            /**
             * @description A new card (`token`: the card-token call's token in the sandbox, or a Stripe PaymentMethod `pm_…`
             *     Stripe.js made in the browser; `salvarCartao` also saves it once paid), or one of the member's
             *     saved cards (`idCartaoSalvo`); exactly one of the two. A Stripe PaymentMethod that belongs to
             *     another customer than this member's at this church is refused.
             */
            cartao?: {
                token?: string;
                idCartaoSalvo?: components["schemas"]["Id"];
                salvarCartao?: boolean;
            };
            ach?: {
                numeroConta: string;
                numeroRoteamento: string;
                /** @enum {string} */
                tipoConta: "checking" | "savings";
                titular: string;
            };
        };
        /** @enum {string} */
        MetodoPagamentoCodigo: "CARTAO_CREDITO" | "PIX" | "BOLETO" | "DINHEIRO" | "CARTEIRA_DIGITAL" | "ACH" | "GRATUITO";
        AssinaturaCriada: {
            usuarioPlanoAssinatura: components["schemas"]["UsuarioPlanoAssinatura"];
            /** @description The first charge's payment; absent while a free trial runs. */
            pagamento?: components["schemas"]["Pagamento"];
        };
        Pagamento: {
            codigo: string;
            metodo: components["schemas"]["MetodoPagamentoCodigo"];
            /**
             * @description Who made the payment (`sandbox`, `stripe`, `mercadopago`; null: none was asked): its webhooks,
             *     refunds and controls are that provider's. The sandbox's "mark as paid" is offered only for the
             *     sandbox's own payments.
             * @example sandbox
             */
            provedor: string | null;
            status: components["schemas"]["StatusPagamento"];
            valor: components["schemas"]["Centavos"];
            taxa: components["schemas"]["Centavos"];
            juros: components["schemas"]["Centavos"];
            total: components["schemas"]["Centavos"];
            valorEstornado: components["schemas"]["Centavos"];
            parcelas: number;
            moeda: string;
            /** Format: date-time */
            dataCadastro: string;
            /** @description What was paid for (the event's name). */
            descricao?: string | null;
            idEvento?: number | null;
            pix?: {
                /** @description The BR Code to paste in a bank app. */
                copiaECola: string;
                /** @description The BR Code as a QR code, an SVG data address for an image (left out of a purchase's own answer). */
                qrCode?: string;
                /** Format: date-time */
                expiraEm: string;
            } | null;
            boleto?: {
                linhaDigitavel: string;
                /** Format: date */
                vencimento: string;
            } | null;
            /**
             * Format: date-time
             * @description While unpaid, until when what it pays for is held (a Pix code's expiry, a slip's due date
             *     and settlement, cash's pay-by time, the wallet's hold, a review's limit); unpaid by then, the
             *     order is cancelled and its tickets go back on sale. Null once paid or ended.
             */
            reservaAte?: string | null;
            dinheiro?: {
                /** Format: date-time */
                pagarAte: string;
            } | null;
            /**
             * @description The card issuer asks the buyer to authenticate (3DS). The sandbox's challenge: open `url` in a
             *     frame. Stripe's: `clientSecret`, the PaymentIntent's, for Stripe.js (`handleNextAction`) in the
             *     buyer's browser, after which `confirmStripePayment` has the server read the payment from Stripe.
             */
            desafio?: {
                url?: string;
                clientSecret?: string;
            } | null;
        };
        /**
         * @description The §4 status keys, as spelled there, plus cancelado, estornado (refunded in full) and contestado:
         *     the payer's bank disputed the charge (a chargeback) and holds the money until the dispute closes;
         *     won, the payment is aprovado again; lost, it is estornado. A partial refund keeps the status and
         *     records the amount in `valorEstornado`.
         * @enum {string}
         */
        StatusPagamento: "aprovado" | "em_aberto" | "em_analise" | "pendente" | "aguardando" | "nao_aprovado" | "success" | "cancelado" | "estornado" | "contestado";
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
        /** @description Conflicts with existing data (`code` says which, `errors` names the field). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The subscription cannot go on as sent; `code` says why (see createUsuarioPlanoAssinatura). */
        AssinaturaRecusada: {
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
        /**
         * @description The payment provider did not answer, so whether the charge went through is not known yet
         *     (`code` PAYMENT_OUTCOME_UNKNOWN, with Retry-After). Send the same request again with the same
         *     `Idempotency-Key`: the server asks the provider before it ever charges again.
         */
        PaymentOutcomeUnknown: {
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
        /** @description The church id. */
        IgrejaQuery: components["schemas"]["Id"];
        /** @description The page, from 1; a page past the end is empty. */
        ContentPage: number;
        /** @description Items per page. */
        ContentLimit: number;
        /** @description The signed-in member's account id (another account's is a 403). */
        OwnUsuarioQuery: components["schemas"]["Id"];
        /** @description The video's id. */
        VideoIdPath: components["schemas"]["Id"];
        /** @description The account id; only the signed-in account's own. */
        UserIdPath: components["schemas"]["Id"];
        /**
         * @description A unique key per purchase attempt (8 to 100 letters, digits, `-` or `_`; at least 32 from a
         *     visitor without an account, for whom it is the attempt's only secret), the same on every retry
         *     of it until its outcome is known. Required: a purchase or gift without one is a 400.
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getPlanoAssinaturaConfiguracao: {
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
            /** @description The area's configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        planoAssinaturaConfiguracao: components["schemas"]["PlanoAssinaturaConfiguracao"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listPlanosAssinatura: {
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
            /** @description The church's plans on offer (none when it offers none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        planoAssinaturas: components["schemas"]["PlanoAssinatura"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listPlanoAssinaturaHome: {
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
            /** @description The home's rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tags: components["schemas"]["PlanoAssinaturaHomeTag"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listPlanoAssinaturaConteudos: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
                /** @description Only the featured contents (true), or only the others (false). */
                destaque?: boolean;
                tag?: components["schemas"]["Tag"];
                /** @description The collection whose videos to list. */
                coletanea?: components["schemas"]["Id"];
                /** @description The words to find (at most 100 characters; letters and digits count, the rest separates words). */
                busca?: string;
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
            /** @description One page of contents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        planoAssinaturaConteudos: components["schemas"]["PlanoAssinaturaConteudo"][];
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
    getPlanoAssinaturaConteudo: {
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
            /** @description The content. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        planoAssinaturaConteudo: components["schemas"]["PlanoAssinaturaConteudoDetalhe"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listUsuarioPlanoAssinaturaConteudos: {
        parameters: {
            query: {
                /** @description The signed-in member's account id (another account's is a 403). */
                usuario: components["parameters"]["OwnUsuarioQuery"];
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        usuarioPlanoAssinaturaConteudos: components["schemas"]["UsuarioPlanoAssinaturaConteudo"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addUsuarioPlanoAssinaturaConteudo: {
        parameters: {
            query: {
                /** @description The content to add. */
                planoAssinaturaConteudo: components["schemas"]["Id"];
                /** @description The signed-in member's account id (another account's is a 403). */
                usuario: components["parameters"]["OwnUsuarioQuery"];
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content was on the list already. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuarioPlanoAssinaturaConteudoAnswer"];
                };
            };
            /** @description Added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuarioPlanoAssinaturaConteudoAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `MINHA_LISTA_CHEIA`: the list holds 500 contents already. */
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
    removeUsuarioPlanoAssinaturaConteudo: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The list item's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Taken off. */
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
    getProgressoPlanoAssinaturaConteudo: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The video's id. */
                id: components["parameters"]["VideoIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        progresso: components["schemas"]["Progresso"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveProgressoPlanoAssinaturaConteudo: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The video's id. */
                id: components["parameters"]["VideoIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    segundos: number;
                    /** @default false */
                    concluido?: boolean;
                };
            };
        };
        responses: {
            /** @description Kept. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        progresso: components["schemas"]["Progresso"];
                    };
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
    listUsuarioPlanoAssinaturaProgressos: {
        parameters: {
            query: {
                /** @description The signed-in member's account id (another account's is a 403). */
                usuario: components["parameters"]["OwnUsuarioQuery"];
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's unfinished videos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        progressos: (components["schemas"]["Progresso"] & {
                            planoAssinaturaConteudo: components["schemas"]["PlanoAssinaturaConteudo"];
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMidiaPlanoAssinaturaConteudo: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The video's id. */
                id: components["parameters"]["VideoIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The video's media. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        midia: components["schemas"]["Midia"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getArquivoMidiaPlanoAssinatura: {
        parameters: {
            query?: never;
            header?: {
                range?: string;
            };
            path: {
                token: string;
                /** @description A file beside the video's playlist. */
                arquivo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The range asked for. */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The range is past the file's end (Content-Range gives its size). */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listUsuarioPlanoAssinaturas: {
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
            /** @description The member's subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        usuarioPlanoAssinaturas: components["schemas"]["UsuarioPlanoAssinatura"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    cancelUsuarioPlanoAssinatura: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                /** @description The subscription's id. */
                assinatura: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription, cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        usuarioPlanoAssinatura: components["schemas"]["UsuarioPlanoAssinatura"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    updateCartaoUsuarioPlanoAssinatura: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                /** @description The subscription's id. */
                assinatura: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    idCartaoSalvo: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The subscription, as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        usuarioPlanoAssinatura: components["schemas"]["UsuarioPlanoAssinatura"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["AssinaturaRecusada"];
        };
    };
    getCotacaoPlanoAssinatura: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
                /** @description The plan's id. */
                plano: components["schemas"]["Id"];
                /** @description A coupon's code, as the church gave it (case does not matter). */
                cupom?: components["schemas"]["CodigoCupom"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CotacaoAssinatura"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["AssinaturaRecusada"];
        };
    };
    createUsuarioPlanoAssinatura: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A unique key per purchase attempt (8 to 100 letters, digits, `-` or `_`; at least 32 from a
                 *     visitor without an account, for whom it is the attempt's only secret), the same on every retry
                 *     of it until its outcome is known. Required: a purchase or gift without one is a 400.
                 */
                "idempotency-key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssinaturaInput"];
            };
        };
        responses: {
            /** @description The subscription and, unless a free trial began, its first payment (its `status` says whether it is paid). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssinaturaCriada"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["AssinaturaRecusada"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["PaymentOutcomeUnknown"];
        };
    };
}

// The schemas play.yaml defines, by name.
export type Tag = components['schemas']['Tag'];
export type TipoVisibilidadeConteudo = components['schemas']['TipoVisibilidadeConteudo'];
export type PlanoAssinaturaConfiguracao = components['schemas']['PlanoAssinaturaConfiguracao'];
export type PlanoAssinatura = components['schemas']['PlanoAssinatura'];
export type PlanoAssinaturaHomeTag = components['schemas']['PlanoAssinaturaHomeTag'];
export type PlanoAssinaturaConteudo = components['schemas']['PlanoAssinaturaConteudo'];
export type PlanoAssinaturaConteudoDetalhe = components['schemas']['PlanoAssinaturaConteudoDetalhe'];
export type UsuarioPlanoAssinaturaConteudo = components['schemas']['UsuarioPlanoAssinaturaConteudo'];
export type UsuarioPlanoAssinaturaConteudoAnswer = components['schemas']['UsuarioPlanoAssinaturaConteudoAnswer'];
export type Progresso = components['schemas']['Progresso'];
export type Midia = components['schemas']['Midia'];
export type CodigoCupom = components['schemas']['CodigoCupom'];
export type Cupom = components['schemas']['Cupom'];
export type Cobranca = components['schemas']['Cobranca'];
export type CotacaoAssinatura = components['schemas']['CotacaoAssinatura'];
export type AssinaturaInput = components['schemas']['AssinaturaInput'];
export type AssinaturaCriada = components['schemas']['AssinaturaCriada'];
export type UsuarioPlanoAssinatura = components['schemas']['UsuarioPlanoAssinatura'];
