#!/usr/bin/env bash
# The Temporal server and its sql tool, built from the Go module proxy (the only source allowed
# here for a server binary) into .tools/temporal-server/v<version>/, at the version in
# deploy/temporal/version (the one docker-compose.yml runs). Skips the build when both binaries
# are there. The last line printed is the directory of the binaries; the schema files of the
# same version are in $(go env GOMODCACHE)/go.temporal.io/server@v<version>/schema.
# About 4 minutes of CPU on 2 cores; .ci/run starts it early, in the background, at low priority.
set -euo pipefail
cd "$(dirname "$0")/.."

version="$(tr -d '[:space:]' < deploy/temporal/version)"
bin_dir="$PWD/.tools/temporal-server/v$version"
module="go.temporal.io/server"

if [ -x "$bin_dir/server" ] && [ -x "$bin_dir/sql" ]; then
  echo "temporal server v$version already built in $bin_dir" >&2
else
  if ! command -v go >/dev/null 2>&1; then
    echo "Go is required to build the Temporal server (go install $module/cmd/server@v$version)." >&2
    exit 1
  fi
  echo "building the Temporal server v$version and its sql tool from the Go module proxy..." >&2
  mkdir -p "$bin_dir"
  GOTOOLCHAIN=auto GOBIN="$bin_dir" go install "$module/cmd/server@v$version" "$module/cmd/tools/sql@v$version"
fi
# The binaries may outlive a cleaned module cache; the schema files come from there.
schema="$(go env GOMODCACHE)/$module@v$version/schema/postgresql/v12"
if [ ! -d "$schema" ]; then
  GOTOOLCHAIN=auto GOFLAGS=-mod=mod go mod download "$module@v$version" >&2
fi
echo "$bin_dir"
