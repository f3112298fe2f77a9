/**
 * The emulator's pages in a real browser (chromium through playwright-core): the build page after a
 * real summary, hostile annotations that must run nothing, and the live page of the shared budget.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, browserMissing, launchBrowser, SCREENSHOTS } from "../helpers/browser.js";
import { jobaiBin, runJobai } from "../helpers/cli.js";
import { sdkClient, useEmulator } from "../helpers/emulator.js";

const fixtures = join(import.meta.dirname, "..", "fixtures", "logs");
const missing = browserMissing();
let browser: Browser | undefined;
const work = mkdtempSync(join(tmpdir(), "jobai-pages-"));

beforeAll(async () => {
  if (!missing) browser = await launchBrowser();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

function page() {
  if (!browser) throw new Error("no browser");
  return browser.context.newPage();
}

describe.skipIf(missing !== undefined)(
  `the emulator's pages in chromium${missing ? ` (skipped: ${missing})` : ""}`,
  () => {
    const emu = useEmulator();

    it("the build page after a real summary shows the annotation's heading and its log excerpt", async () => {
      const env = { ...emu().env, JOBAI_STATE_DIR: join(work, "state-summary") };
      const run = await runJobai(["summarize", "--log", join(fixtures, "python-traceback.txt"), "--json"], {
        env,
        timeout: 60_000,
      });
      expect(run.stderr).not.toContain("Error");
      expect(run.exitCode).toBe(0);
      const annotation: string = JSON.parse(run.stdout).annotation;
      const heading = /^### (.+)$/m.exec(annotation)?.[1];
      expect(heading).toBeTruthy();

      const tab = await page();
      const response = await tab.goto(emu().env.SERVICE_BUILD_URL ?? "");
      expect(response?.status()).toBe(200);
      // The heading as the service renders it: its :emoji: shortcodes drawn (the step's :test_tube:).
      expect(heading).toContain(":test_tube:");
      const shown = tab.locator(".annotation h3");
      await expect.poll(() => shown.textContent()).toBe(heading?.replaceAll(":test_tube:", "🧪"));
      // The digest sits in a <details>: opened, the log excerpt is there and visible.
      await tab.locator(".annotation details summary").click();
      const excerpt = tab.locator(".annotation details pre");
      expect(await excerpt.isVisible()).toBe(true);
      expect(await excerpt.textContent()).toContain("Traceback (most recent call last)");
      // The build's facts and its job, linked to the pipeline page.
      expect(await tab.locator(".commit").textContent()).toBe(emu().env.SERVICE_COMMIT);
      await tab.screenshot({ path: join(SCREENSHOTS, "build-page-summary.png"), fullPage: true });
      await tab.locator(".pipeline-link").click();
      await tab.waitForURL(/\/emulated-org\/emulated-pipeline$/);
      expect(await tab.locator("table.builds a").first().textContent()).toBe("#1");
      await tab.close();
    }, 90_000);

    it("a hostile annotation runs nothing: no script, handler, javascript: link or SVG onload", async () => {
      const hostile = [
        "## Hostile annotation",
        "<script>window.__pwned = 'script'; alert(1)</script>",
        `<img src="/nothing.png" onerror="window.__pwned = 'img onerror'; alert(2)">`,
        "[markdown link](javascript:window.__pwned='md-link')",
        `<a id="raw-link" href="javascript:window.__pwned='raw-link'">raw link</a>`,
        `<a id="entity-link" href="jav&#x09;ascript&colon;window.__pwned='entity'">entity link</a>`,
        `<svg onload="window.__pwned = 'svg onload'"><circle r="5"></circle></svg>`,
        `<svg><script>window.__pwned = 'svg script'</script></svg>`,
        `<iframe src="javascript:window.__pwned='iframe'"></iframe>`,
        `<div id="hover" onmouseover="window.__pwned = 'hover'">hover me</div>`,
        `<details open ontoggle="window.__pwned = 'ontoggle'"><summary>more</summary>inside</details>`,
        `<form action="javascript:window.__pwned='form'"><button id="submit">go</button></form>`,
        `<object data="javascript:window.__pwned='object'"></object>`,
        `<meta http-equiv="refresh" content="0;url=javascript:window.__pwned='meta'">`,
        `<base href="javascript:/">`,
        "",
        "Still here after the hostile HTML.",
        "",
        // Last: an unclosed <style> swallows what follows it (as in a browser).
        `<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned='mxss'">`,
      ].join("\n");
      const annotate = await execa(
        "service-agent",
        ["annotate", "--style", "error", "--context", "hostile"],
        {
          env: emu().env,
          input: hostile,
          reject: false,
        },
      );
      expect(annotate.exitCode).toBe(0);

      const tab = await page();
      const dialogs: string[] = [];
      tab.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      // A violation of the page's CSP would mean the sanitiser let something through.
      await tab.addInitScript({
        content: `window.__violations = [];
          document.addEventListener("securitypolicyviolation", (event) => window.__violations.push(event.violatedDirective));`,
      });
      await tab.goto(emu().env.SERVICE_BUILD_URL ?? "");
      await expect.poll(() => tab.locator(".annotation h2").textContent()).toBe("Hostile annotation");
      expect(await tab.locator(".annotation").textContent()).toContain("Still here after the hostile HTML.");
      // Try what a reader would: hover, click every link and button in the annotation.
      await tab.locator(".annotation").getByText("hover me").hover();
      for (const link of await tab.locator(".annotation a, .annotation button").all()) {
        await link.click({ noWaitAfter: true, timeout: 2_000 }).catch(() => undefined);
      }
      await tab.waitForTimeout(300);
      // Browser-side code as text: the tests are type-checked without the DOM's types.
      const state = await tab.evaluate(`(() => ({
        pwned: window.__pwned ?? null,
        violations: window.__violations,
        url: location.href,
        scripts: document.querySelectorAll(".annotation script, .annotation iframe, .annotation object").length,
        handlers: [...document.querySelectorAll(".annotation *")].flatMap((el) =>
          [...el.attributes].map((a) => a.name).filter((name) => name.startsWith("on"))),
        javascriptUrls: [...document.querySelectorAll(".annotation [href], .annotation [src], .annotation [action]")]
          .map((el) => el.getAttribute("href") ?? el.getAttribute("src") ?? el.getAttribute("action") ?? "")
          .filter((url) => /^\\s*j\\s*a\\s*v\\s*a/i.test(url)),
      }))()`);
      await tab.screenshot({ path: join(SCREENSHOTS, "build-page-hostile.png"), fullPage: true });
      expect(state).toEqual({
        pwned: null,
        violations: [],
        url: emu().env.SERVICE_BUILD_URL,
        scripts: 0,
        handlers: [],
        javascriptUrls: [],
      });
      expect(dialogs).toEqual([]);
      await tab.close();
    }, 60_000);

    it("the live page's chart moves while a job makes requests, without a reload", async () => {
      const tab = await page();
      await tab.goto(`${emu().url}/limits`);
      const chart = tab.locator("#requests-chart");
      await expect.poll(() => chart.getAttribute("data-total")).toBe("0");
      await tab.evaluate("window.__loaded = 1");
      const client = sdkClient(emu());
      for (let i = 0; i < 4; i++) {
        await client.messages.create({
          model: "claude-sonnet-4-5",
          max_tokens: 16,
          messages: [{ role: "user", content: `request ${i}` }],
        });
        // Polled from outside: the page's CSP refuses the in-page eval of waitForFunction.
        await expect
          .poll(() => chart.getAttribute("data-total").then(Number), { timeout: 10_000 })
          .toBeGreaterThanOrEqual(i + 1);
      }
      const heights = (
        await Promise.all((await chart.locator("rect.req").all()).map((rect) => rect.getAttribute("height")))
      ).map(Number);
      expect(heights.some((height) => height > 0)).toBe(true);
      expect(Number(await tab.locator("#tokens-chart").getAttribute("data-total"))).toBeGreaterThan(0);
      expect(await tab.locator("#c-accepted").textContent()).toBe("4");
      expect(await tab.evaluate("window.__loaded")).toBe(1);
      await tab.screenshot({ path: join(SCREENSHOTS, "limits-live.png"), fullPage: true });
      await tab.close();
    }, 60_000);

    it("the live page shows who holds the shared budget and who waits, by job and priority", async () => {
      emu().proxy.setLimits({ requests: 2, windowMs: 20_000 });
      // The emulated job's limiter keeps its window where the job's environment says.
      emu().env.JOBAI_STATE_DIR = join(work, "state-live");
      const env = { ...emu().env, JOBAI_LIMIT_REQUESTS: "2", JOBAI_LIMIT_WINDOW: "20s" };
      const tab = await page();
      await tab.goto(`${emu().url}/limits`);
      const ask = (priority: string) =>
        execa(process.execPath, [jobaiBin, "ask", "--model", "claude-sonnet-4-5", `hello ${priority}`], {
          env: { ...env, JOBAI_PRIORITY: priority },
          extendEnv: false,
          reject: false,
          timeout: 40_000,
        });
      const first = [ask("normal"), ask("normal")];
      await Promise.all(first);
      const waiting = ask("high");
      try {
        await expect.poll(() => tab.locator("#waiters tr").count(), { timeout: 15_000 }).toBeGreaterThan(0);
        const holder = await tab.locator("#holders tr").first().locator("td").allTextContents();
        expect(holder[0]).toBe("Emulated step (emulated-pipeline #1)");
        expect(holder[1]).toBe("2");
        const waiter = await tab.locator("#waiters tr").first().locator("td").allTextContents();
        expect(waiter.slice(0, 3)).toEqual(["Emulated step (emulated-pipeline #1)", "high", "1"]);
        await tab.screenshot({ path: join(SCREENSHOTS, "limits-waiting.png"), fullPage: true });
      } finally {
        waiting.kill("SIGTERM");
        await waiting;
        await tab.close();
      }
    }, 90_000);
  },
);
