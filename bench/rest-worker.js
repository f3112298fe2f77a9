// One job script of bench/rest.bench.js: lists every build of acme (exclude_jobs, 100 per page) and
// prints one JSON line { count, failed, error? }. WORKER_WAY:
// - `shared`: the current createRestClient (REST_MODULE = dist/index.js), its budget in the file
//   store that every worker shares (JOBAI_LIMIT_STORE=file, JOBAI_STATE_DIR);
// - `baseline`: the client before the shared budget (REST_MODULE = its src/rest/client.ts bundled,
//   bench/rest.bench.js BASELINE_COMMIT). Its waits unref their timers, so alone in a process it
//   exits 13 mid-listing; as in the measurement that led to the shared budget, that defect is
//   patched out here by an interval that keeps node alive;
// - `naive`: fetch page after page, and after a 429 sleep 1 s and send again.
const env = process.env;
const way = env.WORKER_WAY;
const deadline = Date.now() + Number(env.WORKER_DEADLINE_MS ?? 120_000);
const MAX_REQUESTS = 500;
const base = env.SERVICE_API_URL;
const token = env.SERVICE_API_TOKEN;
let count = 0;
let failed = 0;
let error;

async function viaClient() {
  const { createRestClient } = await import(env.REST_MODULE);
  const api = createRestClient({ baseUrl: base, token, env });
  const keepAlive = way === "baseline" ? setInterval(() => {}, 1_000) : undefined;
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
  await (way === "naive" ? naive() : viaClient());
} catch (caught) {
  failed += 1;
  error = String(caught?.message ?? caught).slice(0, 200);
}
process.stdout.write(`${JSON.stringify({ count, failed, ...(error ? { error } : {}) })}\n`);
