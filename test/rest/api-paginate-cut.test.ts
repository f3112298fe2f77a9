/**
 * `jobai api --paginate` on a listing cut short (hostile trial, item 6): it printed nothing (10,000
 * requests in 18 s, 0 bytes on stdout). What came is printed, then the error naming the command's
 * own flags; the default page cap stops a never-ending listing after API_PAGE_CAP requests.
 * A real loopback server: /v2/endless?page=N always links to page N+1; /v2/looping links page 2
 * back to itself.
 */
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PAGE_CAP } from "../../src/cli/commands/api.js";
import { runJobai } from "../helpers/cli.js";

let server: Server;
let base = "";
let requests = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++;
    const url = new URL(req.url ?? "/", "http://x");
    const page = Number(url.searchParams.get("page") ?? "1");
    const next = url.pathname === "/v2/looping" ? Math.min(page + 1, 2) : page + 1;
    res.writeHead(200, {
      "Content-Type": "application/json",
      Link: `<${base}${url.pathname}?page=${next}>; rel="next"`,
    });
    res.end(JSON.stringify([{ page }]));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

function run(args: string[]) {
  requests = 0;
  return runJobai(["api", ...args, "--paginate", "--json"], {
    env: {
      SERVICE_API_URL: base,
      SERVICE_API_TOKEN: "bkua_apipaginatetoken",
      JOBAI_STATE_DIR: mkdtempSync(join(tmpdir(), "jobai-api-paginate-")),
    },
    timeout: 60_000,
  });
}

describe("jobai api --paginate, cut short", () => {
  it("past --page-cap: prints the pages that came, then the error naming --page-cap and -f", async () => {
    const result = await run(["/v2/endless", "--page-cap", "3"]);
    expect(result.exitCode).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual([{ page: 1 }, { page: 2 }, { page: 3 }]);
    expect(result.stderr).toContain("past 3 pages (--page-cap)");
    expect(result.stderr).toContain("-f created_from=");
    expect(result.stderr).not.toMatch(/pageCap|the pageCap option/);
    expect(requests).toBe(3);
  });

  it("a Link naming a page already fetched: the pages that came, then the error", async () => {
    const result = await run(["/v2/looping"]);
    expect(result.exitCode).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual([{ page: 1 }, { page: 2 }]);
    expect(result.stderr).toContain("names a page already fetched");
    expect(result.stderr).toContain("-f page=N");
    expect(requests).toBe(2);
  });

  it(`a never-ending listing stops at the default cap, ${API_PAGE_CAP} requests, printing them`, async () => {
    const result = await run(["/v2/endless"]);
    expect(result.exitCode).toBe(1);
    expect(JSON.parse(result.stdout)).toHaveLength(API_PAGE_CAP);
    expect(requests).toBe(API_PAGE_CAP);
    expect(result.stderr).toContain(`past ${API_PAGE_CAP} pages (--page-cap)`);
  });

  it("a bad --page-cap is a usage error (exit 2)", async () => {
    const result = await run(["/v2/endless", "--page-cap", "0"]);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("--page-cap");
  });
});
