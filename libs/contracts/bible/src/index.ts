// Generated from openapi/modules/bible.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/biblia/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The translations, each with its books (names in its own language) and their chapter counts. */
        get: operations["listBibliaVersoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/biblia/{versao}/{livro}/{capitulo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One chapter of a translation, verse by verse, with the chapters before and after it. */
        get: operations["getBibliaCapitulo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/biblia/{versao}/busca": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The verses of a translation that hold a word or phrase, in canon order, paged.
         * @description Whole words, in order, ignoring case and accents (`coracao` finds `coração`) and the spacing
         *     between them; punctuation in `q` must match too. At least two letters or digits.
         *     A search asked before is answered from memory; others are limited per address (429 with
         *     Retry-After).
         */
        get: operations["buscarBiblia"];
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
        BibliaVersao: {
            codigo: components["schemas"]["VersaoCodigo"];
            /** @description Its abbreviation (WEB, ALM1911, RV1909). */
            sigla: string;
            nome: string;
            /** @description Its language, two letters (en, pt, es). */
            idioma: string;
            licenca: string;
            livros: components["schemas"]["BibliaLivro"][];
        };
        /** @enum {string} */
        VersaoCodigo: "web" | "alm1911" | "rv1909";
        BibliaLivro: {
            osis: components["schemas"]["LivroOsis"];
            /** @description The book's name in the translation's language. */
            nome: string;
            capitulos: number;
        };
        /** @enum {string} */
        LivroOsis: "Gen" | "Exod" | "Lev" | "Num" | "Deut" | "Josh" | "Judg" | "Ruth" | "1Sam" | "2Sam" | "1Kgs" | "2Kgs" | "1Chr" | "2Chr" | "Ezra" | "Neh" | "Esth" | "Job" | "Ps" | "Prov" | "Eccl" | "Song" | "Isa" | "Jer" | "Lam" | "Ezek" | "Dan" | "Hos" | "Joel" | "Amos" | "Obad" | "Jonah" | "Mic" | "Nah" | "Hab" | "Zeph" | "Hag" | "Zech" | "Mal" | "Matt" | "Mark" | "Luke" | "John" | "Acts" | "Rom" | "1Cor" | "2Cor" | "Gal" | "Eph" | "Phil" | "Col" | "1Thess" | "2Thess" | "1Tim" | "2Tim" | "Titus" | "Phlm" | "Heb" | "Jas" | "1Pet" | "2Pet" | "1John" | "2John" | "3John" | "Jude" | "Rev";
        BibliaCapitulo: {
            versao: components["schemas"]["VersaoCodigo"];
            livro: components["schemas"]["BibliaLivro"];
            capitulo: number;
            versiculos: components["schemas"]["BibliaVersiculo"][];
            /** @description The chapter before (the last of the book before, from a first chapter); null at Genesis 1. */
            anterior: {
                livro: components["schemas"]["LivroOsis"];
                capitulo: number;
            } | null;
            /** @description The chapter after; null at Revelation 22. */
            proximo: {
                livro: components["schemas"]["LivroOsis"];
                capitulo: number;
            } | null;
        };
        BibliaVersiculo: {
            numero: number;
            /** @description Empty where the translation leaves the verse out (four in the WEB). */
            texto: string;
            /** @description A psalm's superscription (or Psalm 119's letter) that stands before the verse. */
            titulo?: string;
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
        BibliaResultado: {
            livro: components["schemas"]["LivroOsis"];
            nomeLivro: string;
            capitulo: number;
            versiculo: number;
            texto: string;
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
        /** @description The translation's code. */
        VersaoPath: components["schemas"]["VersaoCodigo"];
        /** @description The page, from 1; a page past the end is empty. */
        ContentPage: number;
        /** @description Items per page. */
        ContentLimit: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listBibliaVersoes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The translations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        versoes: components["schemas"]["BibliaVersao"][];
                    };
                };
            };
        };
    };
    getBibliaCapitulo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The translation's code. */
                versao: components["parameters"]["VersaoPath"];
                /** @description The book's OSIS id. */
                livro: components["schemas"]["LivroOsis"];
                /** @description The chapter, from 1; past the book's last chapter is a 404. */
                capitulo: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chapter. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BibliaCapitulo"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    buscarBiblia: {
        parameters: {
            query: {
                /** @description The word or phrase. */
                q: string;
                /** @description The page, from 1; a page past the end is empty. */
                page?: components["parameters"]["ContentPage"];
                /** @description Items per page. */
                limit?: components["parameters"]["ContentLimit"];
            };
            header?: never;
            path: {
                /** @description The translation's code. */
                versao: components["parameters"]["VersaoPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the verses found, out of `total`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resultados: components["schemas"]["BibliaResultado"][];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
}

// The schemas bible.yaml defines, by name.
export type VersaoCodigo = components['schemas']['VersaoCodigo'];
export type LivroOsis = components['schemas']['LivroOsis'];
export type BibliaLivro = components['schemas']['BibliaLivro'];
export type BibliaVersao = components['schemas']['BibliaVersao'];
export type BibliaVersiculo = components['schemas']['BibliaVersiculo'];
export type BibliaCapitulo = components['schemas']['BibliaCapitulo'];
export type BibliaResultado = components['schemas']['BibliaResultado'];
