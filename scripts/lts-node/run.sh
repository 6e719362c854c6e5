#!/usr/bin/env bash
# Runs its arguments under the current LTS Node (install.mjs): that node first on PATH, so npx and
# every tool it starts use it too. The machine's Node runs only install.mjs.
set -euo pipefail
bin=$(node "$(dirname "$0")/install.mjs")
export PATH="$bin:$PATH"
echo "Node LTS : $(node --version)"
exec "$@"
