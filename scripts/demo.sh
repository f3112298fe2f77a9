#!/usr/bin/env bash
# The main job, for now: `jobai env` on a sample job environment.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export SERVICE_AGENT_ENDPOINT="https://agent.example/v3"
export SERVICE_AGENT_ACCESS_TOKEN="sample-job-token"
export SERVICE_PLUGIN_JOBAI_MODEL="claude-sonnet-4-5"
echo "\$ jobai env   # in a job with SERVICE_AGENT_ENDPOINT=$SERVICE_AGENT_ENDPOINT"
node bin/jobai.js env
