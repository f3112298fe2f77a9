import * as z from "zod/mini";
import { isLoopbackHost } from "./loopback.js";

/** Why a URL cannot carry a token, or undefined when it can. */
function refusal(variable: string, value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${variable} is not a URL: give an absolute address such as https://host/path`;
  }
  if (url.protocol === "http:" && !isLoopbackHost(url.hostname)) {
    return `${variable} uses http:// to ${url.hostname}, which is not this machine: the token would travel unencrypted; use https://`;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return `${variable} must be an https:// URL (http:// only for loopback hosts), not ${url.protocol}//`;
  }
  if (url.search || url.hash)
    return `${variable} must not carry a query string or fragment: give the address only`;
  if (url.username || url.password) {
    return `${variable} must not carry credentials in the URL: the token is sent in a header`;
  }
  return undefined;
}

/**
 * A URL that a token travels to: `https`, or `http` only to this machine (the emulator, a relay).
 * Query strings, fragments and credentials are refused: paths are appended to it, tokens go in headers.
 * The output has no trailing slash and no doubled slashes.
 */
export function secureUrlSchema(variable: string, howToSet: string) {
  return z.pipe(
    z.string({ error: `${variable} is not set: ${howToSet}` }).check(
      z.trim(),
      z.minLength(1, `${variable} is empty: ${howToSet}`),
      z.refine((value) => refusal(variable, value) === undefined, {
        error: (issue) => refusal(variable, String(issue.input)) ?? `${variable} is not valid`,
        abort: true,
      }),
    ),
    z.transform((value: string) => {
      const url = new URL(value);
      const path = url.pathname.replace(/\/{2,}/g, "/").replace(/\/+$/, "");
      return `${url.protocol}//${url.host}${path}`;
    }),
  );
}
