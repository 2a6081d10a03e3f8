// Generated from openapi/components/common.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /**
         * @description The ALTCHA widget's payload (base64 JSON of the challenge of `GET /captcha/desafio` and its
         *     solution). Required where a stranger sends a form without an account (a visitor's tickets or gift,
         *     registration, a password reset); a signed-in member sends none. Missing, forged, wrong, expired
         *     (10 minutes) or already used: 400 `CAPTCHA_INVALIDO` naming `body.captcha` ("Invalid captcha.").
         *     A purchase attempt retried with its `Idempotency-Key` after a lost answer may send its own again.
         */
        Captcha: string;
        /** @description The id of a stored row (a PostgreSQL integer). */
        Id: number;
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
        CodePath: string;
        SlugPath: components["schemas"]["Slug"];
        /** @description The church id. */
        IgrejaQuery: components["schemas"]["Id"];
        /** @description The account id; only the signed-in account's own. */
        UserIdPath: components["schemas"]["Id"];
        /** @description The page, from 1; a page past the end is empty. */
        ContentPage: number;
        /** @description Items per page. */
        ContentLimit: number;
        ContentIdPath: components["schemas"]["Id"];
        /** @description The page, from 1; a page past the end is empty. */
        MediaPage: number;
        /** @description Items per page. */
        MediaLimit: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

// The schemas common.yaml defines, by name.
export type Captcha = components['schemas']['Captcha'];
export type Id = components['schemas']['Id'];
export type Slug = components['schemas']['Slug'];
export type Problem = components['schemas']['Problem'];
export type Imagem = components['schemas']['Imagem'];
