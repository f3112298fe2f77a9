/**
 * Resolves when the process that started this one has ended. `npx jobai emulate > job.env &`
 * runs the CLI under npm and a shell: `kill $!` ends npm, and the emulator, reparented, would go on
 * serving with nobody to stop it. Node has no event for a parent's death, so the parent's pid is
 * read once a second (a cheap getppid) on a timer that keeps nothing alive. The parent is the one
 * found at start-up: a process started detached (`(cmd &)`, its parent gone before it ran) has
 * none to follow, and never resolves (it was asked to outlive the shell). A subreaper that
 * adopted it (not pid 1) is followed as its parent.
 */
export function whenParentEnds(options: { intervalMs?: number; signal?: AbortSignal } = {}): Promise<void> {
  const startedUnder = process.ppid;
  return new Promise((resolve) => {
    // Started by init (or a container's first process) there is no parent to follow.
    if (startedUnder <= 1) return;
    const timer = setInterval(() => {
      if (process.ppid === startedUnder) return;
      clearInterval(timer);
      resolve();
    }, options.intervalMs ?? 1000);
    timer.unref();
    options.signal?.addEventListener("abort", () => clearInterval(timer), { once: true });
  });
}
