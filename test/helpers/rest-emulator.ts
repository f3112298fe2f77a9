import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createRestApi, type RestApi, type RestApiOptions } from "../../src/emulator/rest/api.js";

export interface StandaloneRestEmulator {
  /** `http://127.0.0.1:PORT`: give it as SERVICE_API_URL. */
  url: string;
  /** The default token, every scope: give it as SERVICE_API_TOKEN. */
  token: string;
  api: RestApi;
  close(): Promise<void>;
}

/** The REST emulator on its own loopback server, for the REST tests; the emulator mounts `api.handle` beside the proxy. */
export async function startRestEmulator(
  options: RestApiOptions & { port?: number } = {},
): Promise<StandaloneRestEmulator> {
  const api = createRestApi(options);
  const server = createServer((req, res) => {
    void api.handle(req, res);
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token: api.token,
    api,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
