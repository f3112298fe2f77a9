// The inputs of bench/redact.bench.js: the hostile shapes issue 34 reported and those its
// adversarial test (test/foundation/secret-linear-time.test.ts) found, at the lengths that hurt.

/** Made-up base64 characters (a seeded generator: the same every run). */
function fake(n, seed) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let state = seed;
  let out = "";
  for (let i = 0; i < n; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out += alphabet[state >>> 26];
  }
  return out;
}

const KiB = 1024;

export const REDACT_CASES = [
  { name: "bundle__ to 2,000 chars", make: () => "bundle__".repeat(250) },
  { name: "bundle__ to 4,000 chars", make: () => "bundle__".repeat(500) },
  { name: "bundle__ x 2,000 (16 KB, the 504 s digest)", make: () => "bundle__".repeat(2000) },
  { name: "bundle__ x 32,768 (256 KiB)", make: () => "bundle__".repeat(32 * KiB) },
  {
    name: "webhook.office.com + -a x 32,000 (64 KiB)",
    make: () => `webhook.office.com ${"-a".repeat(32_000)}`,
  },
  {
    name: "webhook.office.com + -a x 128K (256 KiB)",
    make: () => `webhook.office.com ${"-a".repeat(128 * KiB)}`,
  },
  { name: "pwd + \\ x 64,000 (64 KiB)", make: () => `pwd${"\\".repeat(64_000)}` },
  { name: "pwd + \\ x 256K (256 KiB)", make: () => `pwd${"\\".repeat(256 * KiB)}` },
  { name: "cookie: x 37K (256 KiB)", make: () => "cookie:".repeat(Math.ceil((256 * KiB) / 7)) },
  { name: "bcp: x 64K (256 KiB)", make: () => "bcp:".repeat(64 * KiB) },
  { name: "key= x 64K (256 KiB)", make: () => "key=".repeat(64 * KiB) },
  { name: "GH_PAT= + a x 27 + 1 (looksRandom)", make: () => `GH_PAT=${"a".repeat(27)}1` },
  {
    name: "api_key: a x 28 + 1.random (looksRandom, wordsOnly)",
    make: () => `api_key: ${"a".repeat(28)}1.${fake(100, 3)}`,
  },
];
