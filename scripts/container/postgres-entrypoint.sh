#!/bin/sh
# Test only: what the official postgres image does with POSTGRES_USER, POSTGRES_PASSWORD and
# POSTGRES_DB on an empty data directory, with Debian's PostgreSQL 15 (services.Dockerfile).
set -eu
PGDATA=/var/lib/postgresql/data
USER_NAME="${POSTGRES_USER:-postgres}"
DB_NAME="${POSTGRES_DB:-$USER_NAME}"
mkdir -p "$PGDATA" /var/run/postgresql
chown postgres:postgres "$PGDATA" /var/run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo "POSTGRES_PASSWORD is not set" >&2
    exit 1
  fi
  printf '%s\n' "$POSTGRES_PASSWORD" > /var/run/postgresql/pwfile
  chown postgres /var/run/postgresql/pwfile
  setpriv --reuid=postgres --regid=postgres --init-groups initdb -D "$PGDATA" -U "$USER_NAME" --pwfile=/var/run/postgresql/pwfile \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm /var/run/postgresql/pwfile
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ "$DB_NAME" != postgres ]; then
    echo "CREATE DATABASE \"$DB_NAME\" OWNER \"$USER_NAME\"" \
      | setpriv --reuid=postgres --regid=postgres --init-groups postgres --single -D "$PGDATA" postgres >/dev/null
  fi
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -D "$PGDATA" -c listen_addresses='*'
