#!/usr/bin/env bash
# The README's main command (`npm ci && npm run demo`): the whole of jobai, offline, in seconds.
# `jobai demo` starts the emulator (provider, proxy, REST API, agent stand-in) on 127.0.0.1, runs a
# failing sample test step under `jobai run`, runs the plugin's post-command and pre-exit hooks
# with real bash against it, and prints the annotation, the artifacts, the usage and the limits.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec node bin/jobai.js demo "$@"
