// Types for scripts/build-server.mjs, which server/bundle.test.ts imports.
import type { BuildOptions } from 'esbuild';

export declare const SERVER_BUILD_OPTIONS: BuildOptions;
export declare const serverBundle: string;
export declare function newestMtime(dir: string): number;
export declare function serverIsStale(): boolean;
/** Escapes what esbuild leaves non-ASCII (comments) so V8 holds the bundle's source one byte a character. */
export declare function asciiOnly(text: string): string;
