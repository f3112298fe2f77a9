import type { Argv } from "yargs";

/** `--json`: results as JSON on stdout for scripts (--json wherever a command prints data). */
export function jsonOption<T>(yargs: Argv<T>, describe: string) {
  return yargs.option("json", { type: "boolean", default: false, describe });
}
