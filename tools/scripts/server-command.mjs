// How the church server is started, by npm start, npm run cluster and the benchmarks alike (and, as
// docs/operations.md says, by a deployment): node with tsx, and a young generation of 32 MB semi-spaces
// (Node 20's default is 16 MB). A live chat's fan-out makes short-lived garbage for every socket written
// to; with the default, its scavenges were the delivery's tail: bench:chat's p99 on PostgreSQL 127–137 ms
// without the flag and 89–105 ms with it, 2026-11-29, on the 2-core machine (see the README).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

/** The arguments to `node` that run the server, after any flags of the caller's own (a profiler's). */
export const SERVER_ARGS = [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/church-api/src/server.ts'];
