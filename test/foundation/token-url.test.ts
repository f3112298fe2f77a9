/**
 * One loopback rule: the environment hook (bash) and `jobai env` (TypeScript) accept the same
 * addresses for the job token and normalize them the same way, and WHATWG URL, which the SDK and
 * the relay parse with, sends the token to the host the rule named.
 */
import { execa } from "execa";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkTokenUrl, isLoopbackHost } from "../../src/config/loopback.js";
import { proxyBaseUrl } from "../../src/provider/base-url.js";
import { repoRoot } from "../helpers/cli.js";

/** Source the hook's library once and check every URL (NUL-separated: a URL may hold a newline). */
async function checkInBash(urls: string[]): Promise<string[]> {
  const script = `set -euo pipefail; source "${repoRoot}/hooks/lib/proxy-env.bash"
while IFS= read -r -d '' u; do
  if jobai_check_token_url "$u"; then printf 'ok %s\\0' "$jobai_url"; else printf 'no %s\\0' "$jobai_url_problem"; fi
done`;
  const result = await execa("bash", ["-c", script], {
    input: urls.map((url) => `${url}\0`).join(""),
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LC_ALL: "C.UTF-8" },
    extendEnv: false,
    stripFinalNewline: false,
  });
  return result.stdout.split("\0").slice(0, -1);
}

const inTs = (url: string) => {
  const checked = checkTokenUrl(url);
  return checked.ok ? `ok ${checked.url}` : `no ${checked.problem}`;
};

const pick = (...values: string[]) => fc.constantFrom(...values);

/** URLs built from the pieces attackers and typos use, then optionally bent by one more character. */
const adversarialUrl = fc
  .tuple(
    pick("", "", " ", "\t", "\n", "\u00a0", "\x01"),
    pick("http", "https", "HTTP", "Https", "ftp", "http:", "javascript", "h"),
    pick("://", "://", "://", ":/", ":", ":///", ":\\\\", "://\\"),
    pick("", "", "", "user@", "127.0.0.1@", "[::1]@", "localhost@", "u:p@", "@", "%40", "127.0.0.1%40", ":@"),
    pick(
      "localhost",
      "127.0.0.1",
      "127.1.2.3",
      "127.255.255.255",
      "[::1]",
      "agent.example",
      "a-b.example",
      "LOCALHOST",
      "Localhost",
      "localhost.",
      "127.0.0.1.",
      "127.1",
      "127.0.1",
      "0x7f.0.0.1",
      "0177.0.0.1",
      "2130706433",
      "127.000.0.1",
      "127.0.0.01",
      "127.0.0.256",
      "127.evil.com",
      "127.0.0.1.evil.com",
      "localhost.evil.com",
      "evil.com",
      "evil.localhost",
      "a.localhost",
      "10.0.0.1",
      "128.0.0.1",
      "[0:0:0:0:0:0:0:1]",
      "[::ffff:127.0.0.1]",
      "[::1%25lo]",
      "[::]",
      "::1",
      "[::1",
      "xn--a.example",
      "xn--nxasmq6b.example",
      "a.xn--b",
      "a.1a",
      "a.0x1",
      "-a.example",
      "a_b.example",
      "127.0.0.1%2eevil.com",
      "loc%61lhost",
      "127%2e0%2e0%2e1",
      "",
    ),
    pick(
      "",
      "",
      "",
      ":8080",
      ":80",
      ":443",
      ":0",
      ":1",
      ":65535",
      ":65536",
      ":",
      ":08",
      ":abc",
      "::1",
      ":8080:9",
    ),
    pick(
      "",
      "",
      "/",
      "/v3",
      "/v3/",
      "//v3",
      "/v3//x/",
      "/v3/../x",
      "/..",
      "/./v3",
      "/.../v3",
      "/%2e%2e/x",
      "/%2E%2e/",
      "/v3%2f..%2fx",
      "\\evil.com",
      "/\\evil.com",
      "/@evil.com",
      "/a:b@c",
      "?x=1",
      "/v3?x",
      "#f",
      "/a b",
      "/a'b(c)*$;=",
      "/a[b]",
      "/~u/é",
    ),
    pick("", "", "", " ", "\r\n", "\t", "\u2028", "\x7f"),
  )
  .map((parts) => parts.join(""));

/** One more character somewhere: the places where two parsers tend to part ways. */
const bent = fc
  .tuple(
    adversarialUrl,
    fc.nat(),
    pick(
      ".",
      "@",
      "\\",
      "%",
      "%2e",
      "%40",
      "/",
      ":",
      "[",
      "]",
      " ",
      "\t",
      "\x0b",
      "#",
      "?",
      "A",
      "0",
      "-",
      "\u0130",
    ),
  )
  .map(([url, at, char]) => {
    const i = at % (url.length + 1);
    return url.slice(0, i) + char + url.slice(i);
  });

const anyUrl = fc.oneof(
  adversarialUrl,
  adversarialUrl,
  bent,
  fc.string({ maxLength: 40, unit: "binary-ascii" }),
);
/** Bash variables cannot hold NUL, and neither can the environment the hook reads. */
const urls = fc.array(
  anyUrl.map((url) => url.replaceAll("\0", "")),
  { minLength: 150, maxLength: 150 },
);

describe("the token URL rule", () => {
  it("is the same in bash (hooks/lib/proxy-env.bash) and TypeScript, URL for URL", async () => {
    await fc.assert(
      fc.asyncProperty(urls, async (batch) => {
        const fromBash = await checkInBash(batch);
        expect(fromBash).toEqual(batch.map(inTs));
      }),
      { numRuns: 25 },
    );
    // 25 batches through real bash: about 5 s on a quiet 2-core machine, several times that when
    // other tests load both cores. The bound is on the count, not the time.
  }, 90_000);

  it("sends the token where WHATWG URL (the SDK, the relay) would: the same host, loopback only when it is", () => {
    fc.assert(
      fc.property(anyUrl, (url) => {
        const checked = checkTokenUrl(url);
        if (!checked.ok) return;
        const whatwg = new URL(url.replace(/^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g, ""));
        expect(whatwg.hostname).toBe(checked.host);
        expect(new URL(checked.url).hostname).toBe(checked.host);
        // What the SDK calls: the base URL plus a path, parsed again.
        const call = new URL(`${proxyBaseUrl(checked.url)}/v1/messages`);
        expect(call.hostname).toBe(checked.host);
        if (call.protocol === "http:") {
          expect(checked.loopback).toBe(true);
          expect(call.hostname).toMatch(/^(localhost|\[::1\]|127\.\d+\.\d+\.\d+)$/);
        } else expect(call.protocol).toBe("https:");
        // The rule's normalization is WHATWG's, with doubled and trailing slashes removed.
        expect(proxyBaseUrl(checked.url)).toBe(proxyBaseUrl(whatwg.href));
      }),
      { numRuns: 5000 },
    );
  });

  const refused: [string, string][] = [
    ["http://127.0.0.1@evil.com", "user-info"],
    ["http://127.evil.com", "plain-http"],
    ["http://[::1]@evil.com", "user-info"],
    ["http://127.0.0.1.evil.com/v3", "plain-http"],
    ["http://localhost.evil.com", "plain-http"],
    ["http://evil.localhost", "plain-http"],
    ["http://127.1", "host"],
    ["http://0x7f.0.0.1", "host"],
    ["http://127.0.0.1./v3", "host"],
    ["http://[0:0:0:0:0:0:0:1]", "host"],
    ["http://[::ffff:127.0.0.1]", "host"],
    ["http://127.0.0.1\\@evil.com", "backslash"],
    ["http://127.0.0.1%40evil.com", "escape"],
    ["http://127.0.0.1:80@evil.com/v3", "user-info"],
    ["http://127.0.0.1/v3/%2e%2e/x", "escape"],
    ["http://127.0.0.1/v3/../x", "dot-segment"],
    ["HTTP://localhost", "upper-case"],
    ["http://LOCALHOST", "upper-case"],
    ["http://localhost\t.evil.com", "characters"],
    ["http:localhost", "not-url"],
    ["http://localhost:0", "port"],
  ];
  const accepted: [string, string][] = [
    ["http://127.0.0.1:4000/v3", "http://127.0.0.1:4000/v3"],
    ["http://localhost:80/v3//", "http://localhost/v3"],
    ["http://[::1]:9/", "http://[::1]:9"],
    [" https://agent.example:443/v3/ \n", "https://agent.example/v3"],
    ["https://10.0.0.1:8443//a//b/", "https://10.0.0.1:8443/a/b"],
  ];

  it("refuses the issue's URLs and their look-alikes, naming the problem, in bash too", async () => {
    for (const [url, problem] of refused)
      expect(checkTokenUrl(url), url).toMatchObject({ ok: false, problem });
    expect(await checkInBash(refused.map(([url]) => url))).toEqual(
      refused.map(([, problem]) => `no ${problem}`),
    );
  });

  it("accepts https anywhere and http to loopback, normalized the same way in bash", async () => {
    for (const [url, normalized] of accepted)
      expect(checkTokenUrl(url), url).toMatchObject({ ok: true, url: normalized });
    expect(await checkInBash(accepted.map(([url]) => url))).toEqual(accepted.map(([, url]) => `ok ${url}`));
  });

  it.each([
    ["localhost", true],
    ["127.0.0.1", true],
    ["127.10.20.30", true],
    ["[::1]", true],
    ["::1", true],
    ["127.0.0.256", false],
    ["127.evil.com", false],
    ["a.localhost", false],
    ["[0:0:0:0:0:0:0:1]", false],
    ["10.0.0.1", false],
  ])("isLoopbackHost(%s) is %s", (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});
