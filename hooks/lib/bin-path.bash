#!/usr/bin/env bash
# Puts the plugin's bin/ first on PATH, so the step's command can run `jobai` (e.g.
# `jobai run -- npm test`) from the plugin's checkout with no npm install. Pure bash, no forks:
# sourced by hooks/environment on every job.

# shellcheck source=hooks/lib/control-chars.bash
. "${BASH_SOURCE[0]%/*}/control-chars.bash" # sourced by path (hooks/lib/...): no dirname fork

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
  if jobai_has_control_char "the plugin's directory" "$bin" "check the plugin out into a directory whose path has none"; then
    return 1
  fi
  # Sourced twice (a retried step, a second plugin hook): add it once.
  case ":${PATH:-}:" in
    *":$bin:"*) ;;
    *) export PATH="$bin${PATH:+:$PATH}" ;;
  esac
}
