// Generated from openapi/modules/events.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/igreja/{slug}/evento/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's published events that have not ended, soonest first. */
        get: operations["listEventos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/evento/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published event with its ticket types, their availability and its questions. */
        get: operations["getEvento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evento/{id}/calcular-taxas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The service fee of paying an amount for this event by a method, and what the buyer pays. */
        get: operations["calcularTaxasEvento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/evento/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events the signed-in member holds tickets for, soonest first (ended ones last). */
        get: operations["listEventosUsuario"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/evento/{eventId}/inscricao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's tickets for one event, with each one's payment status. */
        get: operations["listInscricoesUsuarioEvento"];
        put?: never;
        /**
         * Buys tickets of an event and pays for them (a registration).
         * @description Reserves the tickets and charges the payment in one step. Send an `Idempotency-Key`: a retry
         *     with the same key answers the first answer and never charges twice; the same key with another
         *     body is a 422. Refusals carry the specification's checkout code (`EVT_REG_…`) in `code`.
         */
        post: operations["createInscricao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/evento/{eventId}/inscricao/{ticketId}/conteudo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The exclusive content a paid ticket of an online event opens. */
        get: operations["listConteudosIngresso"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evento/{eventId}/inscricao-visitante/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buys tickets of an event without an account (an unregistered checkout, §3), where the event allows it.
         * @description The same purchase as a member's, for a visitor who gives their name and e-mail (and a CPF to pay
         *     by Pix or bank slip) instead of signing in. The answer carries `chaveAcesso`, the order's access
         *     key: with it the visitor reads the order and its tickets again (the e-mail sent to them carries a
         *     link with it) until 30 days after the event ends. Send an `Idempotency-Key` of at least 32
         *     characters: the same key again answers the first answer, access key included, and the server
         *     keeps only the access key's hash. Limits per member count per e-mail address. Refused with 403
         *     `GUEST_CHECKOUT_CLOSED` for an event that asks for an account, and rate-limited per address.
         */
        post: operations["createInscricaoVisitante"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evento/inscricao-visitante/{codigo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A visitor's order (its payment and tickets, with their QR codes), read with the order's access key. */
        get: operations["getPedidoVisitante"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evento/inscricao-visitante/{codigo}/sandbox/pagar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sandbox's control to mark a visitor's Pix or bank-slip order paid, with the order's access key.
         * @description Only for a payment the sandbox made (404 for any other), and not served (404) where a real provider is configured in production.
         */
        post: operations["payPedidoVisitanteSandbox"];
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
        EventoResumo: {
            id: number;
            nome: string;
            descricao?: string | null;
            /** Format: date-time */
            dataInicio: string;
            /** Format: date-time */
            dataFim?: string | null;
            local?: string | null;
            imagem?: components["schemas"]["Imagem"];
            flagOnline: boolean;
            /** @description Every ticket type is free. */
            flagGratuito: boolean;
            valorMinimo?: components["schemas"]["Centavos"];
            moeda: string;
        };
        Imagem: {
            url: string;
            largura: number;
            altura: number;
            descricao?: string | null;
        };
        /** @description An amount in cents of the church's currency. */
        Centavos: number;
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
        /** @description The id of a stored row (a PostgreSQL integer). */
        Id: number;
        Evento: components["schemas"]["EventoResumo"] & {
            /** @description The church id. */
            igreja: number;
            /** @description Installments carry interest. */
            flagJuros: boolean;
            /** @description The church takes the service fees on itself. */
            flagAssumirTaxasServico: boolean;
            qtdeMaxParcelas: number;
            /** @description Cash is paid at the church within this many days, and is offered only while that is before the event. */
            diasPagamentoDinheiro: number;
            ingressos: components["schemas"]["Ingresso"][];
            perguntas: components["schemas"]["PerguntaIngresso"][];
            /** @description The methods this event's tickets may be paid with (the church's, less those no longer possible for its date). */
            metodosPagamento: components["schemas"]["MetodoPagamentoCodigo"][];
            /** @description Tickets open exclusive content (an online event). */
            flagConteudoExclusivo: boolean;
            /** @description Visitors may buy without an account (an unregistered checkout, §3). */
            flagInscricaoSemCadastro: boolean;
        };
        /** @description A ticket type. */
        Ingresso: {
            id: number;
            nome: string;
            descricao?: string | null;
            valor: components["schemas"]["Centavos"];
            /** @description Units left for sale. */
            disponivel: number;
            /** @description At most this many per member. */
            limitePorUsuario?: number | null;
            /** Format: date-time */
            dataInicioVendas?: string | null;
            /** Format: date-time */
            dataFimVendas?: string | null;
            /**
             * @description A_VENDA (on sale until dataFimVendas or sold out), EM_BREVE (from dataInicioVendas), ENCERRADO (sales or the event ended), ESGOTADO (sold out).
             * @enum {string}
             */
            situacao: "A_VENDA" | "EM_BREVE" | "ENCERRADO" | "ESGOTADO";
        };
        /** @description A question every ticket's holder answers. */
        PerguntaIngresso: {
            id: number;
            pergunta: string;
            flagObrigatoria: boolean;
        };
        /** @enum {string} */
        MetodoPagamentoCodigo: "CARTAO_CREDITO" | "PIX" | "BOLETO" | "DINHEIRO" | "CARTEIRA_DIGITAL" | "ACH" | "GRATUITO";
        /**
         * @description The fee of paying `valor` by a method, at the prices of the provider that charges it for the church.
         *     `total` is what the buyer pays before installments: `valor` when the church takes the fees, else
         *     `valor` grossed up so that, once the provider takes its fee on the whole total, the church receives
         *     `valor` (at most a cent more). `taxa` is the fee the church bears on `valor` when it takes the
         *     fees, else the part of `total` that pays it (`total` − `valor`).
         */
        TaxasCalculadas: {
            valor: components["schemas"]["Centavos"];
            taxa: components["schemas"]["CentavosCalculados"];
            total: components["schemas"]["CentavosCalculados"];
            moeda: string;
            /** @description The church takes the fee on itself; the buyer pays `valor`. */
            flagAssumirTaxasServico: boolean;
        };
        /**
         * @description An amount in cents the server computed (a total with its fees grossed up): it may pass the largest
         *     amount one payment carries (the maximum of `Centavos`), and an order or gift of such a total is refused.
         */
        CentavosCalculados: number;
        /** @description A bought ticket. */
        Inscricao: {
            id: number;
            idEvento: number;
            nomeEvento: string;
            /** Format: date-time */
            dataEvento?: string;
            idIngresso: number;
            /** @description The ticket type's name. */
            ingresso: string;
            participante: string;
            comprador: string;
            valor: components["schemas"]["Centavos"];
            taxa: components["schemas"]["Centavos"];
            /** Format: date-time */
            dataCadastro: string;
            /** @description What the ticket's QR code holds; staff scan it at the door. Null until the ticket's payment is complete. */
            codigoCheckin: string | null;
            /** @description The check-in code as a QR code, an SVG data address for an image (in the member's lists, not in a purchase's answer). Null until the ticket's payment is complete. */
            qrCode?: string | null;
            codigoPagamento: string;
            statusPagamento: components["schemas"]["StatusPagamento"];
            flagConteudoExclusivo: boolean;
        };
        /**
         * @description The §4 status keys, as spelled there, plus cancelado, estornado (refunded in full) and contestado:
         *     the payer's bank disputed the charge (a chargeback) and holds the money until the dispute closes;
         *     won, the payment is aprovado again; lost, it is estornado. A partial refund keeps the status and
         *     records the amount in `valorEstornado`.
         * @enum {string}
         */
        StatusPagamento: "aprovado" | "em_aberto" | "em_analise" | "pendente" | "aguardando" | "nao_aprovado" | "success" | "cancelado" | "estornado" | "contestado";
        InscricaoInput: {
            ingressos: components["schemas"]["IngressosPedido"];
            totalEsperado: components["schemas"]["Centavos"];
            pagamento: components["schemas"]["PagamentoInput"];
        };
        /** @description One entry per ticket bought (a ticket type appears once per unit). */
        IngressosPedido: {
            idIngresso: components["schemas"]["Id"];
            /** @description The ticket holder's name. */
            participante: string;
            respostas: {
                idPergunta: components["schemas"]["Id"];
                resposta: string;
            }[];
        }[];
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
        InscricaoCriada: {
            inscricoes: components["schemas"]["Inscricao"][];
            pagamento: components["schemas"]["Pagamento"];
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
        ConteudoEvento: {
            id: number;
            titulo: string;
            descricao?: string | null;
            /** Format: date-time */
            disponivelDe?: string | null;
            /** Format: date-time */
            disponivelAte?: string | null;
            /** @enum {string} */
            situacao: "EM_BREVE" | "EXPIRADO" | "DISPONIVEL";
            url?: string | null;
        };
        InscricaoVisitanteInput: {
            ingressos: components["schemas"]["IngressosPedido"];
            totalEsperado: components["schemas"]["Centavos"];
            pagamento: components["schemas"]["PagamentoInput"];
            visitante: components["schemas"]["Visitante"];
            captcha?: components["schemas"]["Captcha"];
        };
        /** @description The unregistered buyer's data (§3 "unregisteredUserData"). */
        Visitante: {
            nome: string;
            sobrenome: string;
            /** Format: email */
            email: string;
            telefone?: string;
            /** @description Required to pay by Pix or bank slip; 11 digits, with or without punctuation. */
            cpf?: string;
            /**
             * @description Where the visitor lives, as an ISO 3166-1 alpha-2 code. Pix and bank slips are for payers in
             *     Brazil (§5): a visitor of another country pays otherwise (EVT_REG_010 on `pais`). Unsaid is Brazil.
             */
            pais?: string;
        };
        /**
         * @description The ALTCHA widget's payload (base64 JSON of the challenge of `GET /captcha/desafio` and its
         *     solution). Required where a stranger sends a form without an account (a visitor's tickets or gift,
         *     registration, a password reset); a signed-in member sends none. Missing, forged, wrong, expired
         *     (10 minutes) or already used: 400 `CAPTCHA_INVALIDO` naming `body.captcha` ("Invalid captcha.").
         *     A purchase attempt retried with its `Idempotency-Key` after a lost answer may send its own again.
         */
        Captcha: string;
        InscricaoVisitanteCriada: components["schemas"]["InscricaoCriada"] & {
            /** @description The order's access key; shown once, never stored in clear. */
            chaveAcesso: string;
        };
        /** @description A payment's public code. */
        CodigoPagamento: string;
        PedidoVisitante: {
            pagamento: components["schemas"]["Pagamento"];
            inscricoes: components["schemas"]["Inscricao"][];
            /** @description Where the order's e-mail went. */
            email: string;
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
        /** @description Conflicts with existing data (`code` says which, `errors` names the field). */
        Conflict: {
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
        /**
         * @description The purchase cannot go on as sent; `code` is the checkout code of §8 (`EVT_REG_001` sold out,
         *     `EVT_REG_002` event ended, `EVT_REG_003`/`004` questions changed, `EVT_REG_010` method
         *     unavailable, `EVT_REG_012` cash no longer available, `EVT_REG_013` bank slip no longer
         *     available, `EVT_REG_014` total changed, `EVT_REG_015` to `017` installments, `EVT_REG_019`/`020`/
         *     `024` ticket unavailable, `EVT_REG_021` quantity unavailable, `EVT_REG_023` per-member limit,
         *     `EVT_REG_026` missing personal data), `CARD_INVALID` for a saved card the member does not have
         *     or a card token of a provider that no longer serves cards, `UNPAID_ORDERS_LIMIT` when the buyer
         *     (account or e-mail address) or their address already holds as many unpaid orders or tickets as
         *     one may, or `IDEMPOTENCY_KEY_REUSED` for a key sent with another body.
         */
        CheckoutRefused: {
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
        SlugPath: components["schemas"]["Slug"];
        /** @description The page, from 1; a page past the end is empty. */
        ContentPage: number;
        /** @description Items per page. */
        ContentLimit: number;
        ContentIdPath: components["schemas"]["Id"];
        /** @description The account id; only the signed-in account's own. */
        UserIdPath: components["schemas"]["Id"];
        EventIdPath: components["schemas"]["Id"];
        /**
         * @description A unique key per purchase attempt (8 to 100 letters, digits, `-` or `_`; at least 32 from a
         *     visitor without an account, for whom it is the attempt's only secret), the same on every retry
         *     of it until its outcome is known. Required: a purchase or gift without one is a 400.
         */
        IdempotencyKey: string;
        CodigoPath: components["schemas"]["CodigoPagamento"];
        /** @description The order's access key, as the purchase answered it. */
        ChaveAcessoHeader: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listEventos: {
        parameters: {
            query?: {
                /** @description The page, from 1; a page past the end is empty. */
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
            /** @description One page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventos: components["schemas"]["EventoResumo"][];
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
    getEvento: {
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
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        evento: components["schemas"]["Evento"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    calcularTaxasEvento: {
        parameters: {
            query: {
                /** @description The tickets' amount, in cents. */
                valor: components["schemas"]["Centavos"];
                metodoPagamento: components["schemas"]["MetodoPagamentoCodigo"];
            };
            header?: never;
            path: {
                id: components["parameters"]["ContentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fee; `total` is what the buyer pays (the church may take the fee on itself). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxasCalculadas"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listEventosUsuario: {
        parameters: {
            query?: {
                /** @description Only this church's events. */
                igreja?: components["schemas"]["Id"];
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
            /** @description The member's events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventos: components["schemas"]["EventoResumo"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listInscricoesUsuarioEvento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                eventId: components["parameters"]["EventIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's tickets (empty when none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        inscricoes: components["schemas"]["Inscricao"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createInscricao: {
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
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                eventId: components["parameters"]["EventIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InscricaoInput"];
            };
        };
        responses: {
            /** @description The registration and its payment (its `status` says whether it is paid). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InscricaoCriada"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["CheckoutRefused"];
            503: components["responses"]["PaymentOutcomeUnknown"];
        };
    };
    listConteudosIngresso: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                eventId: components["parameters"]["EventIdPath"];
                ticketId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content, each with when it opens and closes; `url` only while it is open. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conteudos: components["schemas"]["ConteudoEvento"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createInscricaoVisitante: {
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
            path: {
                eventId: components["parameters"]["EventIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InscricaoVisitanteInput"];
            };
        };
        responses: {
            /** @description The registration, its payment and the order's access key. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InscricaoVisitanteCriada"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["CheckoutRefused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["PaymentOutcomeUnknown"];
        };
    };
    getPedidoVisitante: {
        parameters: {
            query?: never;
            header: {
                /** @description The order's access key, as the purchase answered it. */
                "x-chave-acesso": components["parameters"]["ChaveAcessoHeader"];
            };
            path: {
                codigo: components["parameters"]["CodigoPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PedidoVisitante"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    payPedidoVisitanteSandbox: {
        parameters: {
            query?: never;
            header: {
                /** @description The order's access key, as the purchase answered it. */
                "x-chave-acesso": components["parameters"]["ChaveAcessoHeader"];
            };
            path: {
                codigo: components["parameters"]["CodigoPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment, paid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pagamento: components["schemas"]["Pagamento"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
}

// The schemas events.yaml defines, by name.
export type EventoResumo = components['schemas']['EventoResumo'];
export type Evento = components['schemas']['Evento'];
export type Ingresso = components['schemas']['Ingresso'];
export type PerguntaIngresso = components['schemas']['PerguntaIngresso'];
export type IngressosPedido = components['schemas']['IngressosPedido'];
export type InscricaoInput = components['schemas']['InscricaoInput'];
export type Visitante = components['schemas']['Visitante'];
export type InscricaoVisitanteInput = components['schemas']['InscricaoVisitanteInput'];
export type InscricaoVisitanteCriada = components['schemas']['InscricaoVisitanteCriada'];
export type PedidoVisitante = components['schemas']['PedidoVisitante'];
export type InscricaoCriada = components['schemas']['InscricaoCriada'];
export type Inscricao = components['schemas']['Inscricao'];
export type ConteudoEvento = components['schemas']['ConteudoEvento'];
