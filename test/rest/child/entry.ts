// What the child processes of the REST tests import, bundled into one ESM file (Node 20 runs no
// TypeScript): the library's REST client and the REST emulator on its own server.

export { createRestClient } from "../../../src/rest/client.js";
export { startRestEmulator } from "../../helpers/rest-emulator.js";
