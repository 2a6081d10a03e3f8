// Generated from openapi/modules/videos.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
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
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        Slug: string;
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
        VideoId: string;
        Imagem: {
            url: string;
            largura: number;
            altura: number;
            descricao?: string | null;
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
        VideoPlaylist: {
            id: number;
            titulo: string;
            descricao?: string | null;
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
        SlugPath: components["schemas"]["Slug"];
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
    listVideos: {
        parameters: {
            query?: {
                /** @description The page, from 1; a page past the end is empty. */
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
}

// The schemas videos.yaml defines, by name.
export type VideoId = components['schemas']['VideoId'];
export type VideoPlaylist = components['schemas']['VideoPlaylist'];
export type Video = components['schemas']['Video'];
