#!/usr/bin/env bash
# Puts the plugin's bin/ first on PATH, so the step's command can run `jobai` (e.g.
# `jobai run -- npm test`) from the plugin's checkout with no npm install. Pure bash, no forks:
# sourced by hooks/environment on every job.

# $1: this hooks directory as the agent sourced it (absolute, relative, or "." from inside it).
jobai_put_bin_on_path() {
  local hooks_dir="$1"
  # A relative entry would break as soon as the step changes directory.
  case "$hooks_dir" in
    /*) ;;
    .) hooks_dir="$PWD" ;;
    *) hooks_dir="$PWD/$hooks_dir" ;;
  esac
  # "./hooks" and "plugin/./hooks" name the same directory as "hooks": one PATH entry for all.
  while [[ "$hooks_dir" == */./* ]]; do hooks_dir="${hooks_dir//\/.\//\/}"; done
  local bin="${hooks_dir%/*}/bin"
  # Sourced twice (a retried step, a second plugin hook): add it once.
  case ":${PATH:-}:" in
    *":$bin:"*) ;;
    *) export PATH="$bin${PATH:+:$PATH}" ;;
  esac
}
