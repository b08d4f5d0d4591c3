# Test only: stand-ins for the official postgres, redis and caddy images of compose.yaml's scaled
# profile, which cannot be pulled here — Debian bookworm's own packages on the test base image
# (scripts/container/base-image.sh). One target per service; they share the packages layer.
ARG NODE_IMAGE
FROM ${NODE_IMAGE} AS packages
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-15 redis-server caddy \
 && rm -rf /var/lib/apt/lists/*

FROM packages AS postgres
COPY postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint.sh
ENV PATH=/usr/lib/postgresql/15/bin:$PATH
ENTRYPOINT ["sh", "/usr/local/bin/postgres-entrypoint.sh"]

# As the official image's entrypoint does without a config file: not in protected mode, which refuses
# every client from another container.
FROM packages AS redis
ENTRYPOINT ["sh", "-c", "exec \"$@\" --protected-mode no", "--"]
CMD ["redis-server"]

FROM packages AS caddy
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
