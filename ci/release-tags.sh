#!/usr/bin/env bash
# Points a release's tags at the prebuilt action image. Run from the release
# workflow in a checkout of the tag, after the image is pushed:
#
#   TAG=v1.2.3 IMAGE=ghcr.io/owner/repo ci/release-tags.sh
#
# It rewrites action.yml's `image: Dockerfile` to `image: docker://IMAGE:TAG`,
# commits that on top of the tagged commit, and force-moves the tags v1.2.3,
# v1.2 and v1 to the new commit and pushes them to REMOTE (default origin),
# so `uses: owner/repo@v1`, `@v1.2` and `@v1.2.3` all pull the image instead
# of building the Dockerfile. A pre-release (v1.3.0-rc.1) moves only its own
# tag. Pushing tags with the workflow's GITHUB_TOKEN starts no new workflow run.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${TAG:?set TAG to the release tag, e.g. v1.2.3}" "${IMAGE:?set IMAGE, e.g. ghcr.io/owner/repo}"
remote=${REMOTE:-origin}

if [[ ! "$TAG" =~ ^(v[0-9]+)\.([0-9]+)\.[0-9]+(-[0-9A-Za-z.-]+)?$ ]]; then
  echo "release-tags: $TAG is not a release tag vMAJOR.MINOR.PATCH[-PRERELEASE]" >&2
  exit 2
fi
tags=("$TAG")
if [[ -z "${BASH_REMATCH[3]}" ]]; then
  tags+=("${BASH_REMATCH[1]}.${BASH_REMATCH[2]}" "${BASH_REMATCH[1]}")
fi

ref="docker://${IMAGE}:${TAG}"
sed -i "s|^  image: Dockerfile\$|  image: ${ref}|" action.yml
if ! grep -qxF "  image: ${ref}" action.yml; then
  echo "release-tags: action.yml has no line '  image: Dockerfile' to point at ${ref}" >&2
  exit 1
fi
git -c user.name="github-actions[bot]" \
  -c user.email="41898282+github-actions[bot]@users.noreply.github.com" \
  commit -q -m "release ${TAG}: use the prebuilt image ${IMAGE}:${TAG}" action.yml
for t in "${tags[@]}"; do
  git tag -f "$t" >/dev/null
done
refspecs=()
for t in "${tags[@]}"; do
  refspecs+=("+refs/tags/$t:refs/tags/$t")
done
git push -q "$remote" "${refspecs[@]}"
echo "release-tags: ${tags[*]} -> $(git rev-parse --short HEAD) (image ${ref})"
