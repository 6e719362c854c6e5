#!/usr/bin/env bash
# `npx vike build` under the current LTS Node, in a copy of the project: a build writes dist/ and
# public/, and the rest of the gate reads the project's dist/, built under the machine's Node. The
# copy has the sources git knows, public/ with the images and fonts that build wrote, and the
# project's node_modules linked. Fails, as that build does, if a warning line repeats. Given a
# command, runs it in the copy instead: `npm run deploy -- --dry-run`, whose production build is then
# this second build.
set -euo pipefail
project=$(cd "$(dirname "$0")/../.." && pwd)
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
cd "$project"
git ls-files -z --cached --others --exclude-standard | tar --null --files-from=- --ignore-failed-read -cf - | tar -xf - -C "$copy"
cp -a public "$copy/"
ln -s "$project/node_modules" "$copy/node_modules"
cd "$copy"
if [ $# -gt 0 ]; then
  bash "$project/scripts/lts-node/run.sh" "$@"
else
  bash "$project/scripts/lts-node/run.sh" bash -c 'set -o pipefail; npx vike build 2>&1 | node scripts/build-output.mjs'
fi
