import * as z from "zod/mini";
import { checkTokenUrl, type TokenUrl } from "./loopback.js";

const SHAPE = "give https://host[:port][/path] (http:// only to localhost, 127.x.y.z or [::1])";

/** Why a URL cannot carry a token (the rule is in loopback.ts), in one sentence with the fix. */
function refusal(variable: string, checked: Exclude<TokenUrl, { ok: true }>): string {
  switch (checked.problem) {
    case "characters":
      return `${variable} holds white space, a control character or a non-ASCII character: ${SHAPE}`;
    case "not-url":
      return `${variable} is not a URL: give an absolute address such as https://host/path`;
    case "scheme":
      return `${variable} must be an https:// URL (http:// only for loopback hosts), not ${checked.scheme}://`;
    case "upper-case":
      return `${variable} must give its scheme and host in lower case: ${SHAPE}`;
    case "user-info":
      return `${variable} must not carry credentials in the URL: the token is sent in a header`;
    case "query":
      return `${variable} must not carry a query string or fragment: give the address only`;
    case "backslash":
      return `${variable} holds a backslash, which URL parsers read differently: ${SHAPE}`;
    case "escape":
      return `${variable} holds a percent-escape: write the address without escapes`;
    case "host":
      return `${variable} names no host this rule accepts: use a DNS name, a dotted IPv4 address, localhost or [::1]`;
    case "port":
      return `${variable} has a bad port: give a number from 1 to 65535 after the host`;
    case "dot-segment":
      return `${variable} holds a . or .. path segment: give the path as it is meant`;
    case "path":
      return `${variable} holds a character not allowed in a path: ${SHAPE}`;
    case "plain-http":
      return `${variable} uses http:// to ${checked.host}, which is not this machine: the token would travel unencrypted; use https://`;
  }
}

/**
 * A URL that a token travels to: `https`, or `http` only to this machine (the emulator, a relay),
 * by the one rule in loopback.ts that the environment hook applies too. The output has no trailing
 * slash, no doubled slashes and no default port.
 */
export function secureUrlSchema(variable: string, howToSet: string) {
  return z.pipe(
    z.string({ error: `${variable} is not set: ${howToSet}` }).check(
      z.refine((value) => value.trim() !== "", { error: `${variable} is empty: ${howToSet}`, abort: true }),
      z.refine((value) => checkTokenUrl(value).ok, {
        error: (issue) => {
          const checked = checkTokenUrl(String(issue.input));
          return checked.ok ? `${variable} is not valid` : refusal(variable, checked);
        },
        abort: true,
      }),
    ),
    z.transform((value: string) => {
      const checked = checkTokenUrl(value);
      if (!checked.ok) throw new Error(`${variable} was checked before`);
      return checked.url;
    }),
  );
}
