package diff

import (
	"context"
	"strings"
)

// ListFiles returns the slash-separated paths of every file in revision rev
// of the repository at repoDir (`git ls-tree -r --name-only rev`), or of
// the index when rev is Staged (`git ls-files --cached`). The function
// summaries of a diff scan use it to find the files a changed file imports.
func ListFiles(ctx context.Context, repoDir, rev string) ([]string, error) {
	var out string
	var err error
	if rev == Staged {
		out, err = gitRawOutput(ctx, "git ls-files", repoDir, "ls-files", "--cached", "-z", "--full-name", "--", ":/")
	} else {
		if err = checkRevs(rev); err != nil {
			return nil, err
		}
		out, err = gitRawOutput(ctx, "git ls-tree", repoDir, "ls-tree", "-r", "-z", "--name-only", "--full-tree", rev)
	}
	if err != nil {
		return nil, err
	}
	var paths []string
	for _, p := range strings.Split(out, "\x00") {
		if p != "" {
			paths = append(paths, p)
		}
	}
	return paths, nil
}
