package diff

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"strings"
)

// GrepFiles returns the slash-separated paths of the files of revision rev
// of the repository at repoDir whose text contains one of words as a whole
// word (`git grep -l -w -F`), among the files that globs name (taken from
// the repository's top folder, with git's glob magic: "**/*.py",
// "pkg/**/*.ts"); rev Staged searches the index and "" the work tree
// (tracked and untracked files, not the ignored ones). No match is no
// error. Diff mode uses it to find, without reading every file, the files
// that may import a changed one.
func GrepFiles(ctx context.Context, repoDir, rev string, words, globs []string) ([]string, error) {
	return GrepFilesExcept(ctx, repoDir, rev, words, globs, nil)
}

// GrepFilesExcept is GrepFiles less the files that a glob of except names
// (git's exclude pathspec magic, same glob syntax): git neither reads nor
// searches them, which is most of a search's cost (a blob of a revision is
// decompressed whatever the words). Except is left unused when
// GIT_ICASE_PATHSPECS is set, which would make git drop names that match
// only when case is ignored; the result then holds those files too.
func GrepFilesExcept(ctx context.Context, repoDir, rev string, words, globs, except []string) ([]string, error) {
	if len(words) == 0 {
		return nil, nil
	}
	out, err := runGrep(ctx, repoDir, rev, words, globs, except, "-l")
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) && ee.ExitCode() == 1 { // nothing matched
			return nil, nil
		}
		return nil, err
	}
	var paths []string
	for _, p := range strings.Split(out, "\x00") {
		if p == "" {
			continue
		}
		if rev != "" && rev != Staged {
			p = strings.TrimPrefix(p, rev+":")
		}
		paths = append(paths, p)
	}
	return paths, nil
}

// runGrep runs git grep -z -w -F -I for words (fixed strings, whole words)
// at revision rev (Staged: the index; "": the work tree, untracked files
// included) over the files globs match, less those except matches, with
// the output mode flags (-l: file names; -o with no line numbers or
// columns: each match after its file name), and returns its output. An
// error is returned for a bad revision or a failed git; exit status 1
// (nothing matched) is returned as an *exec.ExitError for the caller.
func runGrep(ctx context.Context, repoDir, rev string, words, globs, except []string, mode ...string) (string, error) {
	args := append([]string{"grep"}, mode...)
	args = append(args, "-z", "-w", "-F", "-I", "--no-color")
	switch rev {
	case Staged:
		args = append(args, "--cached")
	case "":
		args = append(args, "--untracked")
	default:
		if err := checkRevs(rev); err != nil {
			return "", err
		}
	}
	for _, w := range words {
		args = append(args, "-e", w)
	}
	if rev != "" && rev != Staged {
		args = append(args, rev)
	}
	args = append(args, "--")
	for _, g := range globs {
		args = append(args, ":(top,glob)"+g)
	}
	if len(globs) > 0 && os.Getenv("GIT_ICASE_PATHSPECS") == "" { // git needs a positive pathspec beside excludes
		for _, g := range except {
			args = append(args, ":(top,exclude,glob)"+g)
		}
	}
	return gitRawOutput(ctx, "git grep", repoDir, args...)
}
