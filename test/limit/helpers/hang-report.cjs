// Preloaded into the fault suite's worker processes (node --require): on SIGUSR2, one line on stderr
// listing what keeps the process alive, so a hung process says why before it is killed.
process.on("SIGUSR2", () => {
  process.stderr.write(`hang report: ${JSON.stringify(process.getActiveResourcesInfo())}\n`);
});
