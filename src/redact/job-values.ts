/**
 * Values the job knows, beyond the variables named like secrets (src/secrets.ts): a variable of any
 * name whose value is a high-entropy string longer than 16 characters is a secret unless it is
 * known public (a URL without credentials, a path, a SHA, a UUID). `DEPLOY_BLOB=<base64>` is
 * hidden wherever the log prints it; `SERVICE_COMMIT`, `PATH` and `SERVICE_BUILD_URL` are not.
 */
import { knownPublicShape, knownPublicValue, pathLike } from "./known-public.js";
import { relaxedToken, tokenStats } from "./secret-tokens.js";

/** Longer than this many characters (issue 33). */
const MIN_JOB_VALUE_LENGTH = 17;

/**
 * Variables whose values are public by what they are, whatever they look like. `*_MODEL` holds a
 * model id (`JOBAI_MODEL`, `ANTHROPIC_MODEL`, which the plugin's `model` option exports, Claude
 * Code's `ANTHROPIC_SMALL_FAST_MODEL`): `claude-sonnet-4-6` is 17 characters of letters and digits
 * that change class often, and hidden as a secret it left usage records with no model and no price.
 */
const PUBLIC_VARIABLE =
  /^(?:PATH|HOME|PWD|OLDPWD|SHELL|TERM|LANG|LC_\w+|LS_COLORS|HOSTNAME|USER|LOGNAME|TMPDIR|NODE_OPTIONS|MANPATH|INFOPATH|XDG_\w+|SSH_AUTH_SOCK|DISPLAY|_)$|(?:^|_)(?:COMMIT|SHA|SHA1|SHA256|DIGEST|HASH|REVISION|VERSION|ID|UUID|URL|URI|PATH|DIR|FILE|HOST|NAME|LABEL|BRANCH|TAG|REF|SLUG|MESSAGE|MODEL)$/i;

/** Whether one line of a value is a high-entropy string: random-looking, dense, changing class often. */
function highEntropy(value: string): boolean {
  if (value.length < MIN_JOB_VALUE_LENGTH || /\s/.test(value)) return false;
  if (knownPublicValue(value) || knownPublicShape(value)) return false;
  if (value.includes("/") && pathLike(value)) return false;
  const stats = tokenStats(value);
  if (!relaxedToken(value, stats)) return false;
  const classes = (stats.lower > 0 ? 1 : 0) + (stats.upper > 0 ? 1 : 0) + (stats.digits > 0 ? 1 : 0);
  return classes >= 2 && stats.entropy >= 3.5 && stats.switches >= 0.3;
}

/** Whether `value` of the variable `name` is a secret by its shape alone. */
export function highEntropyJobValue(name: string, value: string): boolean {
  if (PUBLIC_VARIABLE.test(name)) return false;
  if (value.length < MIN_JOB_VALUE_LENGTH) return false;
  // A value of several lines (a key pasted into a variable): judged by its lines.
  if (value.includes("\n")) return value.split("\n").some((line) => highEntropy(line.trim()));
  return highEntropy(value);
}
