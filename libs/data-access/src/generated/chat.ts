// Generated from openapi/chat.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export type components = {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
