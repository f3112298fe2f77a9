/** Bundle one module (a path under the repository) with its dependencies into `outfile`; returns it. */
export function buildModule(entry: string, outfile: string): Promise<string>;
/** Build the CLI into `outdir` as bundle/ holds it: `jobai.js`, `env-fast.js` and `chunks/`. */
export function buildCli(outdir: string): Promise<void>;
