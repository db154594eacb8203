# resilience-check container Action image.
#
#   docker build -t resilience-check .                     # default: Debian slim with git
#   docker build --target minimal -t resilience-check .    # scratch: binary + CA certificates, no git
#
# Build stage: a fully static binary (cgo for the tree-sitter grammars, linked
# statically so it also runs in an empty image: -linkmode external -extldflags
# -static, see `go doc cmd/link`; netgo,osusergo keep libc's resolver out).
FROM golang:1.26-bookworm AS build
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

# default: with git, so the action diffs the checkout locally (fetching the
# base and head commits shallowly when actions/checkout left only the merge
# commit) and uses the API only when that fails. The runner mounts the
# checkout at /github/workspace owned by another uid: git refuses such a
# repository unless it is a safe.directory. Actions run as root: no USER.
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends git ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && git config --system --add safe.directory '*'
COPY --from=build /out/resilience-check /usr/local/bin/resilience-check
ENTRYPOINT ["/usr/local/bin/resilience-check"]
CMD ["action"]
