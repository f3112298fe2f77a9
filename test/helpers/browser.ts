/**
 * A real browser for the tests of the emulator's pages: Debian's chromium driven by playwright-core
 * (no browser download: .ci/run and scripts/test-tools.sh install chromium with apt). Outside CI a
 * machine without it skips these tests, saying why; in CI a missing chromium fails them.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";
import { repoRoot } from "./cli.js";

export const CHROMIUM = process.env.JOBAI_CHROMIUM ?? "/usr/bin/chromium";

/** Why the browser tests cannot run here, or undefined when they can (or must: in CI). */
export function browserMissing(): string | undefined {
  if (existsSync(CHROMIUM)) return undefined;
  if (process.env.CI) return undefined; // in CI the launch fails, and so the test
  return `${CHROMIUM} is missing: install it (apt-get install chromium) to run the browser tests`;
}

/** Where screenshots go: kept after the run, never in git (.gitignore). */
export const SCREENSHOTS = join(repoRoot, "test-artifacts", "screenshots");

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A headless chromium with a fresh profile, nothing of the network beyond loopback in use. */
export async function launchBrowser(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), "jobai-chromium-"));
  mkdirSync(SCREENSHOTS, { recursive: true });
  let context: BrowserContext;
  try {
    // playwright gives chromium --user-data-dir itself: the fresh profile is this directory.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      timeout: 60_000,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
