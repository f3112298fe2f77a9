// One job script: two first pages of acme's builds at once (two turns taken in the same moment),
// with the library's client. Prints one JSON line: { count, waits } (the waits it announced).
const { createRestClient } = await import(process.env.REST_BUNDLE);
const waits = [];
const api = createRestClient({
  baseUrl: process.env.SERVICE_API_URL,
  token: process.env.SERVICE_API_TOKEN,
  env: process.env,
  onWait: (event) => waits.push({ kind: event.kind, waitMs: event.waitMs }),
});
const path = "/v2/organizations/acme/builds?exclude_jobs=true&per_page=100";
const pages = await Promise.all([api.request("GET", path), api.request("GET", path)]);
await api.close();
const count = pages.reduce((sum, page) => sum + page.data.length, 0);
process.stdout.write(`${JSON.stringify({ count, waits })}\n`);
