import type { BuildOptions } from 'esbuild';

export const outdir: string;
export const workerEntry: { in: string; out: string };
export const buildOptions: BuildOptions;
export function build(): Promise<void>;
