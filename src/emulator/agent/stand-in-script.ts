import { chmod, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { shellQuote } from "../../shell-quote.js";

/**
 * The `service-agent` stand-in's client, as the source of a plain Node ESM script. It is written
 * into a temp bin directory at start-up rather than shipped as a file, so it works the same from
 * src/ (tests), dist/ (the library) and the esbuild bundle (the CLI) without locating any file.
 * It holds no logic: it sends argv and cwd to the emulator named by SERVICE_AGENT_ENDPOINT (as the
 * real agent CLI reads its endpoint and token from the job's environment), reads stdin only when
 * the emulator asks for it (the body was not given), and prints and exits as the emulator says.
 * Tested end to end through bash in test/emulator/agent-stand-in.test.ts.
 */
export const STAND_IN_SOURCE = `// service-agent stand-in, written by the jobai emulator. Do not edit.
// node:http rather than fetch: fetch loads undici on first use, which costs more than the call.
import { request } from "node:http";
const endpoint = process.env.SERVICE_AGENT_ENDPOINT;
const token = process.env.SERVICE_AGENT_ACCESS_TOKEN;
const fail = (message) => {
  process.stderr.write("service-agent: " + message + "\\n");
  process.exit(1);
};
if (!endpoint) fail("SERVICE_AGENT_ENDPOINT is not set: run inside the emulated job (source the output of 'jobai emulate')");
if (!token) fail("SERVICE_AGENT_ACCESS_TOKEN is not set: run inside the emulated job (source the output of 'jobai emulate')");
const MAX_STDIN = 2 * 1024 * 1024;
async function readStdin() {
  const chunks = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    size += chunk.length;
    chunks.push(chunk);
    if (size > MAX_STDIN) break;
  }
  return Buffer.concat(chunks).toString("utf8");
}
function send(stdin) {
  const url = new URL("/_emulator/agent", endpoint);
  const body = JSON.stringify({ argv: process.argv.slice(2), cwd: process.cwd(), stdin });
  return new Promise((resolve) => {
    const req = request(url, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), authorization: "Token " + token },
    }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        if (res.statusCode !== 200) fail("the emulator refused the call: HTTP " + res.statusCode + " " + text);
        resolve(JSON.parse(text));
      });
    });
    req.on("error", (error) => fail("cannot reach the emulator at " + url.origin + ": is 'jobai emulate' still running? (" + error.message + ")"));
    req.end(body);
  });
}
let result = await send(undefined);
if (result.needStdin) result = await send(await readStdin());
if (result.stdout) process.stdout.write(result.stdout);
if (result.stderr) process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
`;

/**
 * Write `service-agent` (a bash shim running the stand-in with this Node) into `binDir`, and
 * return the directory to put first on PATH.
 */
export async function installStandIn(binDir: string): Promise<string> {
  await mkdir(binDir, { recursive: true });
  const script = join(binDir, "service-agent.mjs");
  await writeFile(script, STAND_IN_SOURCE);
  const shim = join(binDir, "service-agent");
  await writeFile(
    shim,
    `#!/usr/bin/env bash\n# service-agent stand-in of the jobai emulator.\nexec ${shellQuote(process.execPath)} ${shellQuote(script)} "$@"\n`,
  );
  await chmod(shim, 0o755);
  return binDir;
}
