import type { Argv } from "yargs";
import { UsageError } from "../../errors.js";

/** The highest TCP port. */
const MAX_PORT = 65_535;

/** A port as `--port` takes it: a whole number from 0 (any free port) to 65535, else a UsageError. */
export function checkPort(value: unknown): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > MAX_PORT) {
    throw new UsageError(
      `--port must be a whole number from 0 to ${MAX_PORT}, not ${String(value)}: e.g. --port 8787, or leave it out for any free port`,
    );
  }
  return value;
}

/**
 * `--port` on 127.0.0.1 for a command that listens (`relay`, `emulate`), checked as it is parsed:
 * `--port 99999` is bad input (exit 2), where Node's listen() threw its RangeError (exit 1). A
 * check, not a `coerce`: yargs rethrows what a coerce throws as its own error, which loses the
 * UsageError and with it the exit code.
 */
export function portOption<T>(yargs: Argv<T>, describe: string) {
  return yargs.option("port", { type: "number", default: 0, describe }).check((args) => {
    checkPort(args.port);
    return true;
  });
}
