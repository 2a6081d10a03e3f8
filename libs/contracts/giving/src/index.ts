// Generated from openapi/modules/giving.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/igreja/{slug}/pagamento-motivo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The church's giving reasons and how it takes gifts (minimum, methods, currency). */
        get: operations["listMotivosDoacao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamento/calcular-taxas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The service fee of a gift of `valor` cents by a method, and the total when the donor covers it.
         * @description The fee follows the prices of the provider that charges the method for the church, in its
         *     currency. `taxa` is what the church bears on `valor` when the donor does not cover the fee;
         *     `totalComTaxa` is what the donor pays to cover it: grossed up so that, once the provider takes
         *     its fee on the whole total, the church receives `valor` (at most a cent more), and `taxaCoberta`
         *     is the part of it that pays the fee (`totalComTaxa` − `valor`).
         */
        get: operations["calcularTaxasDoacao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamento/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gives to one or more reasons, once or (signed in, one reason, by card) every so many days.
         * @description A signed-in member gives as themselves; a visitor gives with `doador` (name and e-mail, and a
         *     CPF to pay by Pix or bank slip), once. The server computes the fee and
         *     the total; `totalEsperado` must match it. Send an `Idempotency-Key` (at least 32 characters from a visitor): a retry answers the first
         *     answer and never charges twice. Refusals: `DOACAO_NAO_ACEITA` (the church takes no gifts online),
         *     `DOACAO_SEM_MOTIVOS`, `DOACAO_MOTIVO_INVALIDO`, `DOACAO_VALOR_MINIMO`, `DOACAO_CARTEIRA_MAXIMO`
         *     (the instant wallet takes at most R$ 4.999,99 a gift), `DOACAO_VALOR_MAXIMO` (the total, fees
         *     included, passes the largest amount one payment carries), `DOACAO_RECORRENCIA_UM_MOTIVO`,
         *     `DOACAO_RECORRENCIA_NAO_PERMITIDA`, `DOACAO_RECORRENCIA_CARTAO`, `DOACAO_TOTAL_ALTERADO`,
         *     `EVT_REG_010` (method unavailable), `EVT_REG_026` (a CPF is needed), `CARD_INVALID`.
         */
        post: operations["createDoacao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/doacao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's gifts at a church, newest first. */
        get: operations["listDoacoesUsuario"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/doacao/extrato": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's giving statement for a year at a church (paid gifts only), by reason and by gift. */
        get: operations["getExtratoDoacoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/doacao/extrato/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's giving statement for a year as an A4 PDF to download (the same figures as getExtratoDoacoes). */
        get: operations["getExtratoDoacoesPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/doacao-recorrente/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's recurring gifts at a church, running and stopped. */
        get: operations["listDoacoesRecorrentes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/doacao-recorrente/{recorrenteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a running or paused recurring gift's amount, frequency or card (from its next charge on).
         * @description A new card (`idCartaoSalvo`, one of the member's saved cards at the church) for a gift whose last
         *     charge was declined is tried at once, on the retry schedule. Refusals: `DOACAO_VALOR_MINIMO`,
         *     `CARD_INVALID` (not one of the member's cards there), 409 `DOACAO_RECORRENTE_PARADA` (stopped).
         */
        put: operations["updateDoacaoRecorrente"];
        post?: never;
        /** Stops a recurring gift; nothing more is charged for it. */
        delete: operations["stopDoacaoRecorrente"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/doacao-recorrente/{recorrenteId}/retomar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resumes a paused recurring gift (optionally on another saved card); the next period is charged when it falls due.
         * @description The period whose charges were declined is not charged again: the gift falls due on its calendar's
         *     next date from now on (today, when that is today). A gift that is running already answers as it
         *     is. Refusals: `CARD_INVALID` (not one of the member's cards at the church),
         *     `DOACAO_RECORRENTE_SEM_CARTAO` (its card was removed and no other was given), 409
         *     `DOACAO_RECORRENTE_PARADA` (stopped).
         */
        post: operations["resumeDoacaoRecorrente"];
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
        OpcoesDoacao: {
            motivos: components["schemas"]["MotivoDoacao"][];
            /** @description The church takes gifts online. */
            flagAceitaDoacao: boolean;
            valorMinimo: components["schemas"]["Centavos"];
            valorMaximoCarteira?: components["schemas"]["Centavos"];
            moeda: string;
            /** @description The methods a gift may be paid with (the church's, less cash and free). */
            metodosPagamento: components["schemas"]["MetodoPagamentoCodigo"][];
            qtdeMaxParcelas: number;
        };
        MotivoDoacao: {
            id: number;
            nome: string;
            descricao?: string | null;
            /** @description The church lets donors give to it every so many days. */
            flagPermiteRecorrencia: boolean;
        };
        /** @description An amount in cents of the church's currency. */
        Centavos: number;
        /** @enum {string} */
        MetodoPagamentoCodigo: "CARTAO_CREDITO" | "PIX" | "BOLETO" | "DINHEIRO" | "CARTEIRA_DIGITAL" | "ACH" | "GRATUITO";
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
        /**
         * @description An amount in cents the server computed (a total with its fees grossed up): it may pass the largest
         *     amount one payment carries (the maximum of `Centavos`), and an order or gift of such a total is refused.
         */
        CentavosCalculados: number;
        DoacaoInput: {
            /** @description Required from a visitor (see `Captcha`); a signed-in member sends none. */
            captcha?: components["schemas"]["Captcha"];
            igreja: components["schemas"]["Id"];
            motivos: {
                idMotivo: components["schemas"]["Id"];
                valor: components["schemas"]["ValorDoacao"];
            }[];
            /**
             * @description The donor covers the service fee: the total is grossed up (as `totalComTaxa` of
             *     calcularTaxasDoacao) so that the church receives the whole gift once the fee is taken.
             * @default false
             */
            flagUsuarioTaxa: boolean;
            totalEsperado: components["schemas"]["Centavos"];
            pagamento: components["schemas"]["PagamentoInput"];
            recorrenciaDias?: components["schemas"]["RecorrenciaDias"];
            doador?: components["schemas"]["Visitante"];
        };
        /**
         * @description The ALTCHA widget's payload (base64 JSON of the challenge of `GET /captcha/desafio` and its
         *     solution). Required where a stranger sends a form without an account (a visitor's tickets or gift,
         *     registration, a password reset); a signed-in member sends none. Missing, forged, wrong, expired
         *     (10 minutes) or already used: 400 `CAPTCHA_INVALIDO` naming `body.captcha` ("Invalid captcha.").
         *     A purchase attempt retried with its `Idempotency-Key` after a lost answer may send its own again.
         */
        Captcha: string;
        /** @description Cents of the church's currency. */
        ValorDoacao: number;
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
        /** @description Days between two charges of a recurring gift. */
        RecorrenciaDias: number;
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
        DoacaoCriada: {
            doacao: components["schemas"]["Doacao"];
            pagamento: components["schemas"]["Pagamento"];
            recorrente?: components["schemas"]["DoacaoRecorrente"];
        };
        /**
         * @description A gift: `valor` is the gift itself, `total` what was charged; `taxaCoberta` is the fee the donor
         *     covered (`total` − `valor`), 0 when the church bore the fee. `valorEstornado` is what the church
         *     refunded of `total`, taken from the gift first (the provider keeps its fee), and `valorLiquido` the
         *     gift net of it: what the statement counts.
         */
        Doacao: {
            id: number;
            /** Format: date-time */
            dataCadastro: string;
            motivos: {
                idMotivo: number;
                nome: string;
                valor: components["schemas"]["Centavos"];
            }[];
            valor: components["schemas"]["Centavos"];
            total: components["schemas"]["Centavos"];
            moeda: string;
            metodo: components["schemas"]["MetodoPagamentoCodigo"];
            status: components["schemas"]["StatusPagamento"];
            codigoPagamento: string;
            /** @description A recurring gift's charge. */
            flagRecorrente: boolean;
            taxaCoberta: components["schemas"]["Centavos"];
            valorEstornado: components["schemas"]["Centavos"];
            valorLiquido: components["schemas"]["Centavos"];
        };
        /**
         * @description The §4 status keys, as spelled there, plus cancelado, estornado (refunded in full) and contestado:
         *     the payer's bank disputed the charge (a chargeback) and holds the money until the dispute closes;
         *     won, the payment is aprovado again; lost, it is estornado. A partial refund keeps the status and
         *     records the amount in `valorEstornado`.
         * @enum {string}
         */
        StatusPagamento: "aprovado" | "em_aberto" | "em_analise" | "pendente" | "aguardando" | "nao_aprovado" | "success" | "cancelado" | "estornado" | "contestado";
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
        DoacaoRecorrente: {
            id: number;
            idMotivo: number;
            motivo: string;
            valor: components["schemas"]["Centavos"];
            moeda: string;
            recorrenciaDias: number;
            flagUsuarioTaxa?: boolean;
            /**
             * @description `ativa`: charged every `recorrenciaDias`; a declined charge is tried again 1, 3 and 7 days after
             *     the period's first decline. `pausada`: the last of those was declined too (a Pix gift: its
             *     period's Pix expired unpaid); nothing is charged until the donor resumes it (`retomar`; a Pix
             *     gift needs no card). `parada`: stopped by the donor.
             * @enum {string}
             */
            status: "ativa" | "pausada" | "parada";
            /**
             * Format: date-time
             * @description The next charge (or retry of a declined one); for a paused gift, the next date of its calendar after it paused.
             */
            proximaCobranca: string;
            /**
             * Format: date-time
             * @description When the last retry was declined and the gift paused; null unless paused.
             */
            pausadaEm?: string | null;
            /** @description The saved card it is charged to (one of the member's cards at the church); null once that card was removed. */
            idCartao?: number | null;
            /** @description The saved card it is charged to, as `VISA •••• 4242`; null once that card was removed. */
            cartao?: string | null;
            /** @description Declined charges of the current period (retried on a schedule); while paused, how many paused it. */
            falhas?: number;
            /**
             * @description How each period is paid: `CARTAO_CREDITO`, charged to the saved card; `PIX`, a new Pix each
             *     period, e-mailed to the donor and payable for the grace period (RECURRING_PIX_GRACE_DAYS), the
             *     gift pausing when it is not paid by then. The method of the gift's first period.
             * @enum {string}
             */
            metodo?: "CARTAO_CREDITO" | "PIX";
            /** @description A Pix gift's period waiting to be paid (its Pix, and the payment's page that shows the QR code), or null. */
            pixPendente?: {
                /** @description The payment's code; its page (`/user/payment/{codigoPagamento}`) shows the QR code. */
                codigoPagamento: string;
                total: components["schemas"]["Centavos"];
                /** @description The Pix copy-and-paste code. */
                copiaECola: string;
                /**
                 * Format: date-time
                 * @description When the Pix can no longer be paid (the end of the period's grace).
                 */
                expiraEm: string;
            } | null;
            /** Format: date-time */
            dataCadastro: string;
        };
        /**
         * @description A year's paid gifts, net of refunds: `total` is the gifts themselves (each one's `valorLiquido`);
         *     `taxasCobertas` the fees the donor covered on them (paid to the church with the gifts, outside
         *     `total`), less any refund beyond a gift; `totalEstornado` what was refunded of the gifts listed.
         *     A gift refunded in full, or whose charge is disputed (contestado) or was lost in a dispute, is not
         *     in it; a disputed gift the church wins comes back.
         */
        ExtratoDoacoes: {
            ano: number;
            igreja: {
                nome: string;
                endereco?: string | null;
                /** @description The legal entity that issues the statement, when the church has one on file. */
                razaoSocial?: string | null;
                /** @description What kind of tax id `documentoFiscal` is (CNPJ, EIN, NIF …). */
                tipoDocumentoFiscal?: string | null;
                documentoFiscal?: string | null;
            };
            doador: {
                nome: string;
                cpf?: string | null;
            };
            moeda: string;
            total: components["schemas"]["Centavos"];
            taxasCobertas: components["schemas"]["Centavos"];
            totalEstornado: components["schemas"]["Centavos"];
            porMotivo: {
                motivo: string;
                total: components["schemas"]["Centavos"];
            }[];
            doacoes: components["schemas"]["Doacao"][];
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
        /** @description The gift cannot go on as sent; `code` says why (see createDoacao). */
        DoacaoRecusada: {
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
        /**
         * @description A unique key per purchase attempt (8 to 100 letters, digits, `-` or `_`; at least 32 from a
         *     visitor without an account, for whom it is the attempt's only secret), the same on every retry
         *     of it until its outcome is known. Required: a purchase or gift without one is a 400.
         */
        IdempotencyKey: string;
        /** @description The account id; only the signed-in account's own. */
        UserIdPath: components["schemas"]["Id"];
        RecorrenteIdPath: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listMotivosDoacao: {
        parameters: {
            query?: {
                /** @description Only the reasons offered for gifts (the only ones there are today). */
                doacao?: boolean;
            };
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reasons and the church's giving settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpcoesDoacao"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    calcularTaxasDoacao: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
                valor: components["schemas"]["Centavos"];
                metodoPagamento: components["schemas"]["MetodoPagamentoCodigo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        valor: components["schemas"]["Centavos"];
                        taxa: components["schemas"]["Centavos"];
                        totalComTaxa: components["schemas"]["CentavosCalculados"];
                        taxaCoberta: components["schemas"]["CentavosCalculados"];
                        moeda: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    createDoacao: {
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
                "application/json": components["schemas"]["DoacaoInput"];
            };
        };
        responses: {
            /** @description The gift and its payment (its `status` says whether it is paid). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DoacaoCriada"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["DoacaoRecusada"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["PaymentOutcomeUnknown"];
        };
    };
    listDoacoesUsuario: {
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
            /** @description The gifts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        doacoes: components["schemas"]["Doacao"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getExtratoDoacoes: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
                ano: number;
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
            /** @description The statement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtratoDoacoes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getExtratoDoacoesPdf: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
                ano: number;
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
            /** @description The statement, in the church's language, as an attachment (`Content-Disposition`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listDoacoesRecorrentes: {
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
            /** @description The recurring gifts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recorrentes: components["schemas"]["DoacaoRecorrente"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateDoacaoRecorrente: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                recorrenteId: components["parameters"]["RecorrenteIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    valor: components["schemas"]["ValorDoacao"];
                    recorrenciaDias: components["schemas"]["RecorrenciaDias"];
                    idCartaoSalvo?: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The recurring gift as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recorrente: components["schemas"]["DoacaoRecorrente"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["DoacaoRecusada"];
        };
    };
    stopDoacaoRecorrente: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                recorrenteId: components["parameters"]["RecorrenteIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stopped (or it was already). */
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
    resumeDoacaoRecorrente: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                recorrenteId: components["parameters"]["RecorrenteIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    idCartaoSalvo?: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The recurring gift, running again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recorrente: components["schemas"]["DoacaoRecorrente"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["DoacaoRecusada"];
        };
    };
}

// The schemas giving.yaml defines, by name.
export type ValorDoacao = components['schemas']['ValorDoacao'];
export type RecorrenciaDias = components['schemas']['RecorrenciaDias'];
export type MotivoDoacao = components['schemas']['MotivoDoacao'];
export type OpcoesDoacao = components['schemas']['OpcoesDoacao'];
export type DoacaoInput = components['schemas']['DoacaoInput'];
export type Doacao = components['schemas']['Doacao'];
export type DoacaoCriada = components['schemas']['DoacaoCriada'];
export type DoacaoRecorrente = components['schemas']['DoacaoRecorrente'];
export type ExtratoDoacoes = components['schemas']['ExtratoDoacoes'];
