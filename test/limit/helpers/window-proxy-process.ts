/**
 * The strict sliding-window proxy (window-proxy.ts) as a process of its own: the configuration in
 * WINDOW_PROXY_CONFIG (JSON), `listening <url>` on stdout once it serves, and an end on SIGTERM.
 * Bundled by zero-429-trial.ts, since Node 20 runs no TypeScript.
 */
import { startWindowProxy, type WindowProxyConfig } from "./window-proxy.js";

const config = JSON.parse(process.env.WINDOW_PROXY_CONFIG ?? "{}") as WindowProxyConfig;
const proxy = await startWindowProxy(config);
process.stdout.write(`listening ${proxy.url}\n`);
process.once("SIGTERM", () => {
  void proxy.close().then(() => process.exit(0));
});
