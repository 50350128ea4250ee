import type { Plugin } from 'esbuild';

export const repoRoot: string;
export function virtualSourcesPlugin(options?: { root?: string }): Plugin;
