# resilience-check container Action image.
#
#   docker build -t resilience-check .                     # default: Debian slim with git
#   docker build --target minimal -t resilience-check .    # scratch: binary + CA certificates, no git
#   docker build --target bot -t resilience-bot .          # the PR bot (GitHub App), scratch
#
# The Action's stage stays the last one, so a build without --target still
# produces the Action image; a build without --target skips the bot stages
# (BuildKit builds only what the target needs).
#
# Base images are pinned by digest (the multi-platform image index), the tag
# kept for people: a tag can be moved to other bytes, a digest cannot
# (https://docs.docker.com/reference/dockerfile/#from). To update one, look
# up the tag's current index digest, e.g.
#   docker buildx imagetools inspect golang:1.26.8-bookworm --format '{{json .Manifest.Digest}}'
# and replace both tag and digest; deploy's TestImagesPinnedByDigest checks
# that every FROM (scratch and earlier stages aside) carries one. The golang
# tag follows go.mod's go line.
#
# Build stage: a fully static binary (cgo for the tree-sitter grammars, linked
# statically so it also runs in an empty image: -linkmode external -extldflags
# -static, see `go doc cmd/link`; netgo,osusergo keep libc's resolver out).
FROM golang:1.26.8-bookworm@sha256:a688600ca24f8a4d3ca77f95b0dd40704a9fc787c826660eb7ba0b641b8b175d AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ARG VERSION=dev
RUN CGO_ENABLED=1 go build -trimpath -tags netgo,osusergo \
      -ldflags "-s -w -X github.com/resilience-check/resilience-check/internal/cli.Version=${VERSION} -linkmode external -extldflags -static" \
      -o /out/resilience-check ./cmd/resilience-check \
 && /out/resilience-check version

# minimal: the binary and CA certificates only. Without git the action reads
# the diff from the pull request files (or compare) API and the file contents
# at the head commit from the contents API: one request per 100 files plus one
# per scanned file, from GITHUB_TOKEN's 1,000 requests an hour per repository
# (https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api).
FROM scratch AS minimal
COPY --from=build /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
COPY --from=build /out/resilience-check /usr/local/bin/resilience-check
ENTRYPOINT ["/usr/local/bin/resilience-check"]
CMD ["action"]

# bot-build: the PR bot, static as the Action binary is (cgo for the
# tree-sitter grammars; the SQLite queue is pure Go).
FROM build AS bot-build
ARG VERSION=dev
RUN CGO_ENABLED=1 go build -trimpath -tags netgo,osusergo \
      -ldflags "-s -w -X main.version=${VERSION} -linkmode external -extldflags -static" \
      -o /out/resilience-bot ./cmd/resilience-bot \
 && mkdir -p /out/data /out/tmp && chmod 1777 /out/tmp

# bot: the GitHub App (cmd/resilience-bot), the binary and CA certificates
# only. Runs as an unprivileged user; /data holds the SQLite queue when no
# --database-url is given (mount a volume there to keep the queue across
# restarts). Listens on :8080 (POST /webhook, /healthz, /readyz) and serves
# /metrics on 127.0.0.1:9090 (set RESILIENCE_BOT_METRICS_LISTEN=:9090 to
# scrape it from outside the container, never through the webhook's port).
FROM scratch AS bot
COPY --from=build /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
COPY --from=bot-build --chown=65532:65532 /out/data /data
COPY --from=bot-build /out/tmp /tmp
COPY --from=bot-build /out/resilience-bot /usr/local/bin/resilience-bot
USER 65532:65532
ENV RESILIENCE_BOT_DATA_DIR=/data RESILIENCE_BOT_LISTEN=:8080
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/resilience-bot"]

# default: with git, so the action diffs the checkout locally (fetching the
# base and head commits shallowly when actions/checkout left only the merge
# commit) and uses the API only when that fails. The runner mounts the
# checkout at /github/workspace owned by another uid: git refuses such a
# repository unless it is a safe.directory; that one folder is, not '*'
# (which would trust any repository a file of the checkout points git at).
# Actions run as root: no USER.
FROM debian:bookworm-slim@sha256:3783cc01769c7b2b1b83a5c5ad96c815348e28ed7da68e2e3687004faa906251
RUN apt-get update \
 && apt-get install -y --no-install-recommends git ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && git config --system --add safe.directory /github/workspace
COPY --from=build /out/resilience-check /usr/local/bin/resilience-check
ENTRYPOINT ["/usr/local/bin/resilience-check"]
CMD ["action"]
