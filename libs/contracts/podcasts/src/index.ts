// Generated from openapi/modules/podcasts.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
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
        Podcast: {
            title: string;
            description: string;
            image: string | null;
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
    };
    parameters: {
        CodePath: string;
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
export interface operations {
    listPodcastEpisodios: {
        parameters: {
            query?: {
                /** @description The page, from 1; a page past the end is empty. */
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

// The schemas podcasts.yaml defines, by name.
export type Podcast = components['schemas']['Podcast'];
export type PodcastItem = components['schemas']['PodcastItem'];
