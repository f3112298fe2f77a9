// One job script: lists every build of acme with the library's client, nothing else keeping node
// alive but the client's own waits. Prints one JSON line: { count, waits } (the waits it announced).
const { createRestClient } = await import(process.env.REST_BUNDLE);
const waits = [];
const api = createRestClient({
  baseUrl: process.env.SERVICE_API_URL,
  token: process.env.SERVICE_API_TOKEN,
  env: process.env,
  onWait: (event) => waits.push({ kind: event.kind, waitMs: event.waitMs }),
});
let count = 0;
for await (const page of api.builds.pages({ organization: "acme", exclude_jobs: true })) {
  count += page.data.length;
}
await api.close();
process.stdout.write(`${JSON.stringify({ count, waits })}\n`);
