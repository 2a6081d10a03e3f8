import type { PluginOption } from 'vite';

export declare const workspaceRoot: string;
export declare const linguiConfigPath: string;
export declare function churchReactPlugins(): PluginOption[];
