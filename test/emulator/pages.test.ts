/**
 * The emulator's web pages over HTTP (the browser tests are pages-browser.test.ts): the build page's
 * facts, log, annotations, artifacts, meta-data and usage; the pipeline page; web_url; HTML 404s;
 * the live page's event stream; and the proxy activity it shows, bounded.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import type { StartedEmulator } from "../../src/emulator/index.js";
import { ACTIVITY_BUCKETS, MAX_REJECTIONS, ProxyActivity } from "../../src/emulator/proxy/activity.js";
import { sdkClient, useEmulator } from "../helpers/emulator.js";

async function step(emu: StartedEmulator, script: string, options: { input?: string; cwd?: string } = {}) {
  const result = await execa("bash", ["-c", script], {
    env: { ...emu.env, HOME: process.env.HOME ?? "/tmp" },
    extendEnv: false,
    reject: false,
    timeout: 15_000,
    ...(options.cwd ? { cwd: options.cwd } : {}),
    ...(options.input === undefined ? { stdin: "ignore" as const } : { input: options.input }),
  });
  expect(result.stderr).not.toMatch(/error/i);
  return result;
}

async function page(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    text: await response.text(),
    response,
  };
}

/** The text of one element found by a marker in it, tags removed. */
const visible = (html: string) => html.replace(/<[^>]+>/g, "");

describe("the build page", () => {
  const emu = useEmulator();
  const jobId = () => emu().env.SERVICE_JOB_ID ?? "";

  it("answers SERVICE_BUILD_URL with the build's state, branch, commit, creator and job", async () => {
    const { status, type, text } = await page(emu().env.SERVICE_BUILD_URL ?? "");
    expect(status).toBe(200);
    expect(type).toBe("text/html; charset=utf-8");
    expect(text).toContain(`<h1>Build #1 <span class="state state-running">running</span></h1>`);
    expect(text).toContain(`<td class="branch">main</td>`);
    expect(text).toContain(`<code>${emu().env.SERVICE_COMMIT}</code>`);
    expect(text).toContain("Ada Lovelace &lt;ada@example.com&gt;");
    expect(text).toContain(`<section class="job" id="${jobId()}" data-state="running">`);
    expect(text).not.toContain(emu().jobToken);
    expect(text).not.toContain(emu().apiToken);
  });

  it("shows each job's state and exit status, and its log in ANSI colour with numbered, linkable lines", async () => {
    emu().rest.setJobLog(
      jobId(),
      "~~~ Running tests\n\x1b[31mFAIL\x1b[0m one <b>\r\nprogress 10%\rprogress 100%\n",
    );
    const records = emu().rest.jobRecords(jobId());
    records.job.state = "failed";
    records.job.exit_status = 3;
    const { text } = await page(emu().env.SERVICE_BUILD_URL ?? "");
    expect(text).toContain(`failed</span> · exit status <b class="exit">3</b>`);
    const line = (n: number) =>
      `<span class="line" id="${jobId()}-L${n}"><a class="n" href="#${jobId()}-L${n}">${n}</a>`;
    expect(text).toContain(
      `<span class="line group" id="${jobId()}-L1"><a class="n" href="#${jobId()}-L1">1</a>~~~ Running tests</span>`,
    );
    expect(text).toContain(`${line(2)}<span class="ansi-red-fg">FAIL</span> one &lt;b&gt;</span>`);
    // A progress bar's carriage returns: what a terminal shows last.
    expect(text).toContain(`${line(3)}progress 100%</span>`);
    expect(text).not.toContain(`-L4"`);
  });

  it("renders annotations from Markdown as the service does: headings, lists, code, tables, details, emoji, styles", async () => {
    const body = [
      "### Tests :white_check_mark:",
      "",
      "- one",
      "- two",
      "",
      "```js",
      "const a = 1 < 2;",
      "```",
      "",
      "| name | count |",
      "| --- | ---: |",
      "| cats | 3 |",
      "",
      "<details><summary>More</summary>",
      "",
      "hidden *text*",
      "",
      "</details>",
      "",
      '<span class="red">red</span> and <span class="evil">plain</span>',
      "",
      "```term",
      "\x1b[32mok\x1b[0m",
      "```",
    ].join("\n");
    await step(emu(), "service-agent annotate --style warning --context md --priority 5", { input: body });
    await step(emu(), "service-agent annotate 'low **priority**' --style success --context low --priority 1");
    const { text } = await page(emu().env.SERVICE_BUILD_URL ?? "");
    expect(text).toContain(`<div class="annotation annotation-warning" data-context="md">`);
    expect(text).toContain("<h3>Tests ✅</h3>");
    expect(text).toContain("<li>one</li>");
    expect(text).toContain(`<pre><code class="language-js">const a = 1 &lt; 2;`);
    expect(text).toMatch(/<th>name<\/th>\s*<th style="text-align:right">count<\/th>/);
    expect(text).toContain("<details><summary>More</summary>");
    expect(text).toContain("<em>text</em>");
    expect(text).toContain(`<span class="red">red</span> and <span>plain</span>`);
    expect(text).toContain(`<pre class="term"><code><span class="ansi-green-fg">ok</span>`);
    // Highest priority first.
    expect(text.indexOf('data-context="md"')).toBeLessThan(text.indexOf('data-context="low"'));
    expect(text).toContain(`<div class="annotation annotation-success" data-context="low">`);
  });

  it("links artifacts for download (never rendered on the page's origin), and shows meta-data escaped", async () => {
    const work = await mkdtemp(join(tmpdir(), "jobai-pages-art-"));
    try {
      await writeFile(join(work, "report.html"), "<script>alert(1)</script>");
      await step(emu(), "service-agent artifact upload report.html", { cwd: work });
      await step(emu(), "service-agent meta-data set release '<b>v2</b>'");
      const { text } = await page(emu().env.SERVICE_BUILD_URL ?? "");
      const href = /<a class="artifact" href="([^"]+)" download>report\.html<\/a>/.exec(text)?.[1];
      expect(href).toMatch(
        new RegExp(`^/emulated-org/emulated-pipeline/builds/1/jobs/${jobId()}/artifacts/`),
      );
      const download = await fetch(`${emu().url}${href}`);
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe("application/octet-stream");
      expect(download.headers.get("content-disposition")).toBe('attachment; filename="report.html"');
      expect(await download.text()).toBe("<script>alert(1)</script>");
      expect(text).toContain("<td><code>release</code></td><td><code>&lt;b&gt;v2&lt;/b&gt;</code></td>");
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it("charts the build's model usage per job from the usage records in its meta-data", async () => {
    const record = {
      model: "claude-sonnet-4-5",
      inputTokens: 1200,
      outputTokens: 300,
      cacheReadTokens: 800,
      requests: 2,
      waitedMs: 1500,
    };
    emu().rest.jobRecords(jobId()).build.meta_data[`jobai-${jobId()}-usage`] = JSON.stringify(record);
    const { text } = await page(emu().env.SERVICE_BUILD_URL ?? "");
    const usage = text.slice(
      text.indexOf(`<section class="usage">`),
      text.indexOf(`<section class="meta-data">`),
    );
    // Dollars at the emulator's prices (Sonnet 4.5: 3 input, 15 output, 0.30 cache read per million):
    // 1,200 x 3 + 300 x 15 + 800 x 0.3 = 8,340 per million = 0.0083 USD.
    expect(visible(usage)).toContain("Emulated stepclaude-sonnet-4-521,2008003001.5 s0.0083 USD");
    expect(usage).toMatch(/<svg class="usage"[^>]*>.*<rect x="0\.0" y="3" width="[1-9][\d.]*"/s);
    expect(usage).toMatch(/<svg class="usage-cost"[^>]*>.*<rect x="0" y="3" width="420\.0"/s);
  });

  it("says a cost is unknown for a model without a price, never $0", async () => {
    const record = {
      model: "a-model-nobody-priced",
      inputTokens: 1000,
      outputTokens: 10,
      cacheReadTokens: 0,
      requests: 1,
      waitedMs: 0,
    };
    emu().rest.jobRecords(jobId()).build.meta_data[`jobai-${jobId()}-usage`] = JSON.stringify(record);
    const { text } = await page(emu().env.SERVICE_BUILD_URL ?? "");
    const usage = visible(
      text.slice(text.indexOf(`<section class="usage">`), text.indexOf(`<section class="meta-data">`)),
    );
    expect(usage).toContain("unknown (0.00 USD priced)");
    expect(usage).not.toMatch(/\$0|0\.0000 USD/);
  });

  it("answers a build or pipeline that does not exist with an HTML 404 page, not JSON", async () => {
    for (const path of ["/emulated-org/emulated-pipeline/builds/99", "/nobody/nothing", "/favicon.ico"]) {
      const { status, type, text } = await page(`${emu().url}${path}`);
      expect(status).toBe(404);
      expect(type).toBe("text/html; charset=utf-8");
      expect(text).toMatch(/^<!doctype html>/);
    }
  });

  it("makes web_url of builds, jobs and pipelines the emulator's own pages", async () => {
    emu().rest.seedBuilds(3);
    const headers = { Authorization: `Bearer ${emu().apiToken}` };
    const response = await fetch(`${emu().url}/v2/organizations/acme/pipelines/app/builds/2`, { headers });
    const build = (await response.json()) as {
      web_url: string;
      jobs: { id: string; web_url: string }[];
      pipeline: { web_url: string };
    };
    const job = build.jobs[0];
    if (!job) throw new Error("the seeded build has no job");
    expect(build.web_url).toBe(`${emu().url}/acme/app/builds/2`);
    expect(job.web_url).toBe(`${emu().url}/acme/app/builds/2#${job.id}`);
    expect(build.pipeline.web_url).toBe(`${emu().url}/acme/app`);
    const buildPage = await page(build.web_url);
    expect(buildPage.status).toBe(200);
    expect(buildPage.text).toContain(`id="${job.id}"`);
    expect(buildPage.text).toContain(`<a href="/acme/app" class="pipeline-link">`);
    const pipelinePage = await page(build.pipeline.web_url);
    expect(pipelinePage.status).toBe(200);
    const links = [...pipelinePage.text.matchAll(/<a href="(\/acme\/app\/builds\/\d+)">/g)].map((m) => m[1]);
    expect(links).toEqual(["/acme/app/builds/3", "/acme/app/builds/2", "/acme/app/builds/1"]);
  });
});

describe("/limits", () => {
  const emu = useEmulator({ limits: { requests: 2, windowMs: 60_000 } });

  it("streams snapshots by server-sent events: requests, tokens, 429s and the proxy's counters", async () => {
    const controller = new AbortController();
    const response = await fetch(`${emu().url}/limits/events`, { signal: controller.signal });
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const reader = response.body?.getReader();
    if (!reader) throw new Error("no body");
    let buffered = "";
    const next = async () => {
      for (;;) {
        const end = buffered.indexOf("\n\n");
        if (end !== -1) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          return JSON.parse(event.replace(/^data: /, ""));
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffered += new TextDecoder().decode(value);
      }
    };
    try {
      const first = await next();
      expect(first.inWindow).toEqual({ requests: 0, tokens: 0, rejected: 0 });
      expect(first.series).toHaveLength(ACTIVITY_BUCKETS);
      expect(first.limits).toMatchObject({ requests: 2, windowMs: 60_000 });
      const client = sdkClient(emu());
      const ask = () =>
        client.messages.create({
          model: "claude-sonnet-4-5",
          max_tokens: 8,
          messages: [{ role: "user", content: "hi" }],
        });
      await ask();
      await ask();
      await expect(ask()).rejects.toMatchObject({ status: 429 });
      let latest = first;
      for (let i = 0; i < 20 && latest.counters.rejected < 1; i++) latest = await next();
      expect(latest.counters).toMatchObject({ accepted: 2, rejected: 1 });
      expect(latest.inWindow.requests).toBe(2);
      expect(latest.inWindow.tokens).toBe(latest.counters.countedInputTokens);
      expect(latest.inWindow.rejected).toBe(1);
      expect(latest.rejections[0]).toMatchObject({ reason: "requests" });
      expect(latest.rejections[0].retryAfterMs).toBeGreaterThan(0);
      expect(JSON.stringify(latest)).not.toContain(emu().jobToken);
    } finally {
      controller.abort();
    }
    const live = await page(`${emu().url}/limits`);
    expect(live.status).toBe(200);
    expect(live.text).toContain(`<svg id="requests-chart"`);
    expect(live.response.headers.get("content-security-policy")).toMatch(/script-src 'nonce-[^']+'/);
  });
});

describe("ProxyActivity", () => {
  it("keeps at most one window of slices and the last 429s, whatever the traffic", () => {
    let window = 60_000;
    const activity = new ProxyActivity(() => window);
    for (let i = 0; i < 20_000; i++) {
      const now = i * 97;
      activity.record(
        now,
        10,
        i % 3 === 0 ? { admitted: false, retryAfterMs: 5, reason: "requests" } : { admitted: true },
      );
    }
    expect(activity.sliceCount()).toBeLessThanOrEqual(ACTIVITY_BUCKETS + 1);
    expect(activity.rejections).toHaveLength(MAX_REJECTIONS);
    const series = activity.series(19_999 * 97);
    expect(series).toHaveLength(ACTIVITY_BUCKETS);
    // The last window's slices hold what arrived in them: about 619 arrivals, two in three admitted.
    const admitted = series.reduce((sum, slice) => sum + slice.requests, 0);
    expect(admitted).toBeGreaterThan(400);
    expect(admitted).toBeLessThan(430);
    window = 6_000;
    expect(activity.series(19_999 * 97).every((slice) => slice.requests === 0)).toBe(true);
  });
});
