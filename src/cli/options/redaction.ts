import type { Argv } from "yargs";

/**
 * `--redact-files` and `--redact-allow`: the redaction settings (plugin options `redact-files` and
 * `redact-allow`, variables JOBAI_REDACT_FILES and JOBAI_REDACT_ALLOW), for commands that redact a log.
 */
export function redactionOptions<T>(yargs: Argv<T>) {
  return yargs
    .option("redact-files", {
      type: "string",
      array: true,
      describe:
        "Files whose values are redacted too, e.g. .env or a service-account JSON (JOBAI_REDACT_FILES)",
    })
    .option("redact-allow", {
      type: "string",
      array: true,
      describe: "A regular expression of values never redacted, matched whole (JOBAI_REDACT_ALLOW)",
    });
}
