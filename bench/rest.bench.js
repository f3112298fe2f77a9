// REST listing under rate limits, against the emulator on loopback (build dist/ first:
// npx tsc -p tsconfig.build.json). 5,000 builds listed with exclude_jobs, rate limits on (30 requests
// per 2 s window for the organization and for the user), three ways:
// - createRestClient's iterator: per_page 100, waits when a limit has nothing left (target: 50
//   requests, the minimum, and no 429);
// - the same client at the server's default per_page (30): what the waiting alone buys;
// - a naive loop: page after page at the default per_page, retrying after 1 s on each 429.
import { createRestClient, startEmulator } from "../dist/index.js";
import { printTable, writeResults } from "./lib.js";

const BUILDS = 5_000;
const LIMITS = { organization: { limit: 30, windowMs: 2_000 }, user: { limit: 30, windowMs: 2_000 } };
/** Every loop is bounded in count and in time. */
const MAX_REQUESTS = 2_000;
const DEADLINE_MS = 120_000;

const emulator = await startEmulator();
emulator.rest.seedBuilds(BUILDS);
const org = "acme";

async function measure(name, run) {
  emulator.rest.setLimits(LIMITS);
  const before = { requests: emulator.rest.traffic.length, limited: emulator.rest.counters().rateLimited };
  const start = performance.now();
  const listed = await run();
  const ms = performance.now() - start;
  return {
    way: name,
    builds: listed,
    requests: emulator.rest.traffic.length - before.requests,
    "429s": emulator.rest.counters().rateLimited - before.limited,
    seconds: Math.round(ms / 10) / 100,
  };
}

async function viaClient(perPage) {
  const api = createRestClient({ baseUrl: emulator.restUrl, token: emulator.apiToken, env: {} });
  let count = 0;
  const started = Date.now();
  for await (const page of api.builds.pages(
    { organization: org, exclude_jobs: true, per_page: perPage },
    { maxPages: MAX_REQUESTS },
  )) {
    count += page.data.length;
    if (Date.now() - started > DEADLINE_MS) throw new Error("deadline passed");
  }
  return count;
}

async function naive() {
  let count = 0;
  const started = Date.now();
  let url = `${emulator.restUrl}/v2/organizations/${org}/builds?exclude_jobs=true`;
  for (let sent = 0; url && sent < MAX_REQUESTS && Date.now() - started < DEADLINE_MS; sent++) {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${emulator.apiToken}` } });
    if (response.status === 429) {
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      continue;
    }
    const builds = await response.json();
    count += builds.length;
    const next = /<([^>]*)>;\s*rel="next"/.exec(response.headers.get("link") ?? "");
    url = next?.[1];
  }
  return count;
}

const rows = [];
rows.push(await measure("createRestClient, per_page 100", () => viaClient(100)));
rows.push(await measure("createRestClient, per_page 30", () => viaClient(30)));
rows.push(await measure("naive loop, default per_page, 1 s retry on 429", naive));
await emulator.close();

console.log(
  `Listing ${BUILDS} builds (exclude_jobs) with rate limits of ${LIMITS.organization.limit} requests per ${LIMITS.organization.windowMs / 1000} s`,
);
printTable(rows, ["way", "builds", "requests", "429s", "seconds"]);
writeResults("rest", { builds: BUILDS, limits: LIMITS, rows });
for (const row of rows)
  if (row.builds !== BUILDS) throw new Error(`${row.way} listed ${row.builds} builds, not ${BUILDS}`);
