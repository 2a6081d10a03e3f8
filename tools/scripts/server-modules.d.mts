export declare const SERVER_MODULES_FOLDER: string;
/** Each server module folder with a module.ts, and the modules its descriptor says it depends on, sorted by name. */
export declare function serverModules(root?: string): { name: string; dependsOn: string[] }[];
