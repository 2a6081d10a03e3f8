// Generated from openapi/modules/payments.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/global-settings/default-payment-gateway": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gateway that tokenises cards when a church names none. */
        get: operations["getDefaultPaymentGateway"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/calcula-taxas-parcelamento-juros": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The installment options for an amount, with or without interest. */
        get: operations["calcularParcelamento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/payment/church/{id}/card/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tokenises a card with the church's card gateway; only the token is used afterwards.
         * @description Only where the sandbox serves the church's cards. Where Stripe serves them, card numbers never
         *     reach this server (PCI DSS SAQ A): the browser types them into Stripe's own fields, Stripe.js
         *     makes the PaymentMethod (`pm_…`), and a purchase or gift names it as `cartao.token`; a card sent
         *     here is refused (403 `RAW_CARD_DATA_REFUSED`) without being read, kept or logged.
         */
        post: operations["createCardToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/pagamento/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in member's payments, by its code. */
        get: operations["getPagamentoUsuario"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamento/webhook/sandbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sandbox gateway's status changes, signed (`X-Sandbox-Signature`), each applied once.
         * @description The signature covers the body's bytes as sent. Applies only to payments the sandbox made; not
         *     served (404) where a real provider is configured in production.
         */
        post: operations["receiveSandboxWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamento/sandbox/{codigo}/pagar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sandbox's control to mark one's own Pix or bank-slip payment paid (it sends the signed webhook).
         * @description Only for a payment the sandbox made (404 for any other), and not served (404) where a real provider is configured in production.
         */
        post: operations["paySandboxPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamento/sandbox/{codigo}/desafio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sandbox issuer's 3DS challenge page answers here (its one-time challenge token authorises it).
         * @description Only for a challenge the sandbox made, and not served (404) where a real provider is configured in production.
         */
        post: operations["completeSandboxChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{slug}/{userId}/cartoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's saved cards at this church, grouped by gateway (§3 "Cards"). */
        get: operations["listCartoesUsuario"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario-cartao-gateway-pagamento/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves a card for the signed-in member at this church.
         * @description Exactly one of `token` (a card the sandbox's card-token call tokenised) or `setupIntent` (where
         *     Stripe serves cards: the SetupIntent `createCardSetup` made for this member, confirmed in the
         *     browser by Stripe.js; the server reads it from Stripe and saves its card only when it succeeded and
         *     belongs to this member at this church).
         */
        post: operations["saveCartao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario-cartao-gateway-pagamento/configuracao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts saving a card in Stripe's own fields (a SetupIntent on the member's Stripe customer at this church).
         * @description Only where Stripe serves the church's cards. The browser confirms the SetupIntent with Stripe.js
         *     (`confirmCardSetup`, which runs the bank's check when it asks for one), then saves the card with
         *     `saveCartao` and the SetupIntent's id. Card numbers never reach this server.
         */
        post: operations["createCardSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamento/stripe/{codigo}/confirmacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads a Stripe card payment again once Stripe.js has run the bank's check (3DS) in the buyer's browser.
         * @description The browser's word is never taken: the server reads the PaymentIntent from Stripe and records what
         *     Stripe says (paid, refused, or still waiting). Authorised by the PaymentIntent's client secret,
         *     which only the purchase's or gift's answer carried (`desafio.clientSecret`); a wrong secret, or a
         *     payment that is not Stripe's, is a 404.
         */
        post: operations["confirmStripePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario-cartao-gateway-pagamento/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes one of the signed-in member's saved cards. */
        delete: operations["deleteCartao"];
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
        /** @description An amount in cents of the church's currency. */
        Centavos: number;
        Parcelamento: {
            parcelas: number;
            valorParcela: components["schemas"]["Centavos"];
            valorTotal: components["schemas"]["Centavos"];
            /** @description This option carries interest. */
            flagJuros: boolean;
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
        /** @description The id of a stored row (a PostgreSQL integer). */
        Id: number;
        CartaoInput: {
            numero: string;
            titular: string;
            /** @description MM/AA or MM/AAAA. */
            validade: string;
            cvv: string;
            cpfTitular?: string;
        };
        CartaoToken: {
            token: string;
            bandeira: string;
            ultimosDigitos: string;
            validade: string;
            idGatewayPagamento: number;
        };
        /** @description A payment's public code. */
        CodigoPagamento: string;
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
        /** @enum {string} */
        MetodoPagamentoCodigo: "CARTAO_CREDITO" | "PIX" | "BOLETO" | "DINHEIRO" | "CARTEIRA_DIGITAL" | "ACH" | "GRATUITO";
        /**
         * @description The §4 status keys, as spelled there, plus cancelado, estornado (refunded in full) and contestado:
         *     the payer's bank disputed the charge (a chargeback) and holds the money until the dispute closes;
         *     won, the payment is aprovado again; lost, it is estornado. A partial refund keeps the status and
         *     records the amount in `valorEstornado`.
         * @enum {string}
         */
        StatusPagamento: "aprovado" | "em_aberto" | "em_analise" | "pendente" | "aguardando" | "nao_aprovado" | "success" | "cancelado" | "estornado" | "contestado";
        SandboxWebhook: {
            /** @description The event's id; an id seen before is not applied again. */
            id: string;
            /** @enum {string} */
            tipo: "payment.succeeded" | "payment.failed" | "payment.refunded";
            /** @description The gateway's reference of the payment. */
            referencia: string;
        };
        CartaoSalvo: {
            id: number;
            idGatewayPagamento: number;
            bandeira: string;
            ultimosDigitos: string;
            validade: string;
        };
        /**
         * @description An amount in cents the server computed (a total with its fees grossed up): it may pass the largest
         *     amount one payment carries (the maximum of `Centavos`), and an order or gift of such a total is refused.
         */
        CentavosCalculados: number;
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
        ContentIdPath: components["schemas"]["Id"];
        /** @description The account id; only the signed-in account's own. */
        UserIdPath: components["schemas"]["Id"];
        CodigoPath: components["schemas"]["CodigoPagamento"];
        /** @description The church id. */
        IgrejaQuery: components["schemas"]["Id"];
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
    getDefaultPaymentGateway: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The default gateway's id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        idGatewayPagamento: number;
                    };
                };
            };
        };
    };
    calcularParcelamento: {
        parameters: {
            query: {
                /** @description The amount, in cents. */
                valor: components["schemas"]["Centavos"];
                flagJuros?: boolean;
                /** @description The buyer pays the service fee (`valorTaxas`) on top. */
                flagTaxasAdministrativas?: boolean;
                valorTaxas?: components["schemas"]["Centavos"];
                maxParcelas?: number;
            };
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One option per installment count allowed for the amount. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["Parcelamento"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    createCardToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ContentIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartaoInput"];
            };
        };
        responses: {
            /** @description The card's token, brand and last four digits. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartaoToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The church's cards are served by Stripe, whose own fields take card numbers (`code` RAW_CARD_DATA_REFUSED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The card was refused (`code` CARD_INVALID, the §5 "card information is incorrect"). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPagamentoUsuario: {
        parameters: {
            query: {
                pedido: components["schemas"]["CodigoPagamento"];
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
            /** @description The payment. */
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    receiveSandboxWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the webhook secret>` */
                "x-sandbox-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxWebhook"];
            };
        };
        responses: {
            /** @description Applied, or already applied before (the event id was seen). */
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
    paySandboxPayment: {
        parameters: {
            query?: never;
            header?: never;
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    completeSandboxChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codigo: components["parameters"]["CodigoPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    aprovar: boolean;
                };
            };
        };
        responses: {
            /** @description The payment after the challenge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: components["schemas"]["StatusPagamento"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listCartoesUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The account id; only the signed-in account's own. */
                userId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved cards by gateway (empty when none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cartoes: {
                            idGatewayPagamento: number;
                            cartoes: components["schemas"]["CartaoSalvo"][];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveCartao: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                    /** @description A Stripe SetupIntent's id. */
                    setupIntent?: string;
                };
            };
        };
        responses: {
            /** @description The saved card (saving one already saved answers it again). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cartao: components["schemas"]["CartaoSalvo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The token names no card of this church's gateway (`code` CARD_INVALID). */
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
    createCardSetup: {
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
            /** @description The SetupIntent's client secret, for Stripe.js in the member's browser. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The church's cards are not served by Stripe (`code` CARD_SETUP_NOT_OFFERED); the card-token call tokenises them. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmStripePayment: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                codigo: components["parameters"]["CodigoPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientSecret: string;
                };
            };
        };
        responses: {
            /** @description The payment as Stripe now says it stands. */
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
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["PaymentOutcomeUnknown"];
        };
    };
    deleteCartao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ContentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
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

// The schemas payments.yaml defines, by name.
export type CodigoPagamento = components['schemas']['CodigoPagamento'];
export type Parcelamento = components['schemas']['Parcelamento'];
export type CartaoInput = components['schemas']['CartaoInput'];
export type CartaoSalvo = components['schemas']['CartaoSalvo'];
export type CartaoToken = components['schemas']['CartaoToken'];
export type SandboxWebhook = components['schemas']['SandboxWebhook'];
export type Centavos = components['schemas']['Centavos'];
export type CentavosCalculados = components['schemas']['CentavosCalculados'];
export type MetodoPagamentoCodigo = components['schemas']['MetodoPagamentoCodigo'];
export type TaxasCalculadas = components['schemas']['TaxasCalculadas'];
export type PagamentoInput = components['schemas']['PagamentoInput'];
export type StatusPagamento = components['schemas']['StatusPagamento'];
export type Pagamento = components['schemas']['Pagamento'];
