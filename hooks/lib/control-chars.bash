#!/usr/bin/env bash
# The one check every value the hooks export goes through: no control character. A newline in
# SERVICE_AGENT_ACCESS_TOKEN once reached ANTHROPIC_CUSTOM_HEADERS, whose lines the SDK and Claude
# Code read as headers, so the token's owner could add any header to every request (issue 23).
# Pure bash, no forks. Sourced by hooks/lib/proxy-env.bash, bin-path.bash and relay.bash.

# C0 controls and DEL spelled out: a bracket range such as $'\x01'-$'\x1f' follows the locale.
# A bash string cannot hold NUL, so \x01 is the first that can occur.
jobai_control_chars=$'\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x7f'

# Returns 0, after one line on stderr naming $1 (what holds the value) and the fix $3, when value $2
# holds a control character; returns 1 when it holds none. The value itself is never printed.
jobai_has_control_char() {
  [[ "$2" == *["$jobai_control_chars"]* ]] || return 1
  echo "jobai: $1 holds a control character (a newline, a tab, an escape ...), which would reach the step's environment and the requests' headers: $3" >&2
  return 0
}
