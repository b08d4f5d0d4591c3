// Types for scripts/build-server.mjs, which server/bundle.test.ts imports.
import type { BuildOptions } from 'esbuild';

export declare const SERVER_BUILD_OPTIONS: BuildOptions;
export declare const serverBundle: string;
export declare function newestMtime(dir: string): number;
export declare function serverIsStale(): boolean;
