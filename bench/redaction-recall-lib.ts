// What bench/redaction-recall.bench.js measures, bundled from source in one module.

export { RedactionTally, withRedactionScope } from "../src/redact/redaction-scope.js";
export { redact, secretValuesFromEnv } from "../src/secrets.js";
export { digestText } from "../src/summarize/digest.js";
export { ADVERSARIAL } from "../test/fixtures/secrets/adversarial.js";
export { FAMILY_NAMES, generateFamilies, leakedRun, Maker, prng } from "../test/fixtures/secrets/families.js";
export { ordinaryLog } from "../test/fixtures/secrets/ordinary-logs.js";
