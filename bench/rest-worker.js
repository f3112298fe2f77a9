// One job script of bench/rest.bench.js: lists every build of acme (exclude_jobs, 100 per page) and
// prints one JSON line { count, failed, error? }. WORKER_WAY:
// - `shared`: this branch's createRestClient (REST_MODULE = dist/rest/index.js, `jobai/rest`, what a
//   REST job script imports; the root `jobai` also loads the provider SDK), its budget in the file
//   store that every worker shares (JOBAI_LIMIT_STORE=file, JOBAI_STATE_DIR);
// - `today`: the client before issue 20 (REST_MODULE = that commit's src/rest/client.ts bundled).
//   Its waits unref their timers, so alone in a process it exits 13 mid-listing (issue 13, item 5); as in the
//   issue's measurement that defect is patched out here by an interval that keeps node alive;
// - `naive`: fetch page after page, and after a 429 sleep 1 s and send again;
// - `iterate`: the client of REST_MODULE iterates every build (builds.iterate), and the line adds
//   the process's RSS after the first page, after 10,000 builds and at its peak (sampled every 10
//   pages), and the heap in use at 90,000 builds after a garbage collection, in MB.
// WORKER_BARRIER=1: once the client is made (module loaded, set-up done), the worker writes `ready`
// on stdout and sends nothing until the bench writes `go` on its stdin, which it does when every
// worker is ready: the budget-forced minimum assumes all requests ready at once.
const env = process.env;
const way = env.WORKER_WAY;
const deadline = Date.now() + Number(env.WORKER_DEADLINE_MS ?? 120_000);
const MAX_REQUESTS = 500;
const base = env.SERVICE_API_URL;
const token = env.SERVICE_API_TOKEN;
let count = 0;
let failed = 0;
let error;

/** Resolves when the bench says go (a line on stdin); at once without WORKER_BARRIER. */
function barrier() {
  if (env.WORKER_BARRIER !== "1") return Promise.resolve();
  process.stdout.write("ready\n");
  return new Promise((resolve) => {
    let input = "";
    const onData = (chunk) => {
      input += chunk;
      if (!input.includes("\n")) return;
      process.stdin.off("data", onData);
      process.stdin.pause();
      resolve();
    };
    process.stdin.on("data", onData);
  });
}

async function viaClient() {
  const { createRestClient } = await import(env.REST_MODULE);
  const api = createRestClient({ baseUrl: base, token, env });
  await barrier();
  const keepAlive = way === "today" ? setInterval(() => {}, 1_000) : undefined;
  try {
    let pages = 0;
    for await (const page of api.builds.pages({ organization: "acme", exclude_jobs: true, per_page: 100 })) {
      count += page.data.length;
      if (++pages > MAX_REQUESTS || Date.now() > deadline) throw new Error("bound passed");
    }
  } finally {
    clearInterval(keepAlive);
    await api.close?.();
  }
}

const MB = 1024 * 1024;
/** RSS after the first page, after 10,000 builds (V8's young generation has grown by then), at its peak. */
const rss = { first: 0, warm: 0, peak: 0, heapHeldMb: 0 };
const WARM = 10_000;
const HELD_AT = 90_000;

async function iterate() {
  const { createRestClient } = await import(env.REST_MODULE);
  const api = createRestClient({ baseUrl: base, token, env });
  try {
    for await (const build of api.builds.iterate({
      organization: "acme",
      exclude_jobs: true,
      per_page: 100,
    })) {
      if (build.number < 0) throw new Error("a build without a number");
      count++;
      if (count % 1000 === 0 || count === 100) {
        const now = process.memoryUsage().rss;
        if (count === 100) rss.first = now;
        if (count === WARM) rss.warm = now;
        if (count === HELD_AT) {
          // What the client holds while the listing runs, garbage collected (run with --expose-gc).
          globalThis.gc?.();
          rss.heapHeldMb = Math.round(process.memoryUsage().heapUsed / MB);
        }
        rss.peak = Math.max(rss.peak, now);
        if (Date.now() > deadline) throw new Error("bound passed");
      }
    }
  } finally {
    await api.close?.();
  }
}

async function naive() {
  let url = `${base}/v2/organizations/acme/builds?exclude_jobs=true&per_page=100`;
  for (let sent = 0; url && sent < MAX_REQUESTS && Date.now() < deadline; sent++) {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (response.status === 429) {
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      continue;
    }
    const builds = await response.json();
    count += builds.length;
    url = /<([^>]*)>;\s*rel="next"/.exec(response.headers.get("link") ?? "")?.[1];
  }
}

try {
  await (way === "naive" ? naive() : way === "iterate" ? iterate() : viaClient());
} catch (caught) {
  failed += 1;
  error = String(caught?.message ?? caught).slice(0, 200);
}
const memory =
  way === "iterate"
    ? {
        rssFirstMb: Math.round(rss.first / MB),
        rssWarmMb: Math.round(rss.warm / MB),
        rssPeakMb: Math.round(rss.peak / MB),
        heapHeldMb: rss.heapHeldMb,
      }
    : {};
process.stdout.write(`${JSON.stringify({ count, failed, ...memory, ...(error ? { error } : {}) })}\n`);
