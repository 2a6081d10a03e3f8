/** The flags of `node` the church server runs with (see server-command.mjs). */
export declare const SERVER_NODE_FLAGS: readonly string[];
/** The arguments to `node` that run the server. */
export declare const SERVER_ARGS: readonly string[];
