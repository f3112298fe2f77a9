// The REST emulator in its own process: limits and builds from the environment. Prints one JSON line
// ({ url, token }) when it listens, and one with its counters when SIGTERM stops it.
const { startRestEmulator } = await import(process.env.REST_BUNDLE);
const windowMs = Number(process.env.REST_WINDOW_MS ?? 2000);
const limit = Number(process.env.REST_LIMIT ?? 10);
const emulator = await startRestEmulator({
  limits: { organization: { limit, windowMs }, user: { limit, windowMs } },
  maxListingDepth: Number(process.env.REST_MAX_DEPTH ?? 10_000),
});
emulator.api.seedBuilds(Number(process.env.REST_BUILDS ?? 100), { jobs: 0 });
process.stdout.write(`${JSON.stringify({ url: emulator.url, token: emulator.token })}\n`);
process.once("SIGTERM", async () => {
  process.stdout.write(`${JSON.stringify(emulator.api.counters())}\n`);
  await emulator.close();
  process.exit(0);
});
