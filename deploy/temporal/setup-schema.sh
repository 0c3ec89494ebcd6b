#!/bin/sh
# Creates the Temporal databases on PostgreSQL and brings their schemas up to date (idempotent),
# with the sql tool and the schema files of the server's own version. The same steps for the
# scale test (scripts/lib/temporal-server.ts) and docker-compose.yml (temporal-schema service).
#   SQL_TOOL     the temporal-sql-tool binary (default: temporal-sql-tool on PATH)
#   SCHEMA_DIR   .../schema/postgresql/v12 of that version (default: the admin-tools image's)
#   SQL_HOST SQL_PORT SQL_USER SQL_PASSWORD  the PostgreSQL server (SQL_PASSWORD is read by the tool)
set -eu
tool="${SQL_TOOL:-temporal-sql-tool}"
schemas="${SCHEMA_DIR:-/etc/temporal/schema/postgresql/v12}"
sql() { "$tool" --plugin postgres12 --ep "${SQL_HOST:-127.0.0.1}" -p "${SQL_PORT:-5432}" -u "${SQL_USER:-temporal}" "$@"; }
for db in temporal temporal_visibility; do
  sql --db "$db" create || echo "database $db already exists"
done
sql --db temporal setup-schema -v 0.0
sql --db temporal update-schema -d "$schemas/temporal/versioned"
sql --db temporal_visibility setup-schema -v 0.0
sql --db temporal_visibility update-schema -d "$schemas/visibility/versioned"
