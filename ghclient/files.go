package ghclient

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/google/go-github/v62/github"
)

// PullRequestFiles lists the files pull request number changes, every page
// of MaxPerPage files, as GitHub computes them (from the merge base to the
// head). GitHub lists at most MaxPullRequestFiles files; compare the length
// with the pull request's changed_files to tell whether the list was cut. On
// error it returns the files of the pages read so far with the error.
func (c *Client) PullRequestFiles(ctx context.Context, repo Repo, number int) ([]*github.CommitFile, error) {
	var all []*github.CommitFile
	opt := &github.ListOptions{PerPage: MaxPerPage}
	for {
		files, resp, err := c.GitHub.PullRequests.ListFiles(ctx, repo.Owner, repo.Name, number, opt)
		if err != nil {
			return all, fmt.Errorf("list files of pull request #%d (page %d): %w", number, max(opt.Page, 1), err)
		}
		all = append(all, files...)
		if resp.NextPage == 0 || len(all) >= MaxPullRequestFiles {
			return all, nil
		}
		opt.Page = resp.NextPage
	}
}

// CompareFiles lists the files changed between the merge base of base and
// head, and head (GitHub's base...head comparison). GitHub lists at most
// MaxCompareFiles files; truncated is true when the list is that long.
func (c *Client) CompareFiles(ctx context.Context, repo Repo, base, head string) (files []*github.CommitFile, truncated bool, err error) {
	cmp, _, err := c.GitHub.Repositories.CompareCommits(ctx, repo.Owner, repo.Name, base, head, nil)
	if err != nil {
		return nil, false, fmt.Errorf("compare %s...%s: %w", short(base), short(head), err)
	}
	return cmp.Files, len(cmp.Files) >= MaxCompareFiles, nil
}

// ErrTooLarge is wrapped by FileContent's error when a file has more bytes
// than the caller accepts.
var ErrTooLarge = errors.New("file too large")

// FileContent returns the bytes of path at ref (a commit SHA, branch or tag)
// with one contents API request in the raw media type, which serves files up
// to MaxContentBytes. A file longer than maxBytes (0 means MaxContentBytes)
// gives an error wrapping ErrTooLarge; a missing file gives GitHub's 404 as a
// *github.ErrorResponse. A path with an empty, "." or ".." segment, or a bad
// repository name, is refused without a request (ErrBadPath): URL
// resolution would turn "a/../../x" into another endpoint.
func (c *Client) FileContent(ctx context.Context, repo Repo, ref, path string, maxBytes int64) ([]byte, error) {
	if maxBytes <= 0 {
		maxBytes = MaxContentBytes
	}
	if err := repo.Validate(); err != nil {
		return nil, err
	}
	if err := CheckPath(path); err != nil {
		return nil, err
	}
	segs := strings.Split(path, "/")
	for i, s := range segs {
		segs[i] = url.PathEscape(s)
	}
	u := fmt.Sprintf("repos/%s/%s/contents/%s?ref=%s", url.PathEscape(repo.Owner), url.PathEscape(repo.Name), strings.Join(segs, "/"), url.QueryEscape(ref))
	req, err := c.GitHub.NewRequest("GET", u, nil)
	if err != nil {
		return nil, fmt.Errorf("get %s at %s: %w", path, short(ref), err)
	}
	req.Header.Set("Accept", "application/vnd.github.raw")
	w := &limitedBuffer{max: maxBytes}
	if _, err := c.GitHub.Do(ctx, req, w); err != nil {
		if errors.Is(err, ErrTooLarge) {
			return nil, fmt.Errorf("get %s at %s: %w: over %d bytes", path, short(ref), ErrTooLarge, maxBytes)
		}
		return nil, fmt.Errorf("get %s at %s: %w", path, short(ref), err)
	}
	return w.Bytes(), nil
}

// limitedBuffer is a buffer that refuses to grow past max bytes. It is not a
// bytes.Buffer by embedding, so io.Copy cannot bypass Write with ReadFrom.
type limitedBuffer struct {
	buf bytes.Buffer
	max int64
}

func (b *limitedBuffer) Write(p []byte) (int, error) {
	if int64(b.buf.Len()+len(p)) > b.max {
		return 0, ErrTooLarge
	}
	return b.buf.Write(p)
}

func (b *limitedBuffer) Bytes() []byte { return b.buf.Bytes() }

// short abbreviates a 40-hex commit SHA to 12 characters for messages.
func short(ref string) string {
	if len(ref) == 40 {
		return ref[:12]
	}
	return ref
}

// TreeEntry is one file of a commit's tree: its repository path, blob SHA
// and size in bytes.
type TreeEntry struct {
	Path string
	SHA  string
	Size int64
}

// Tree lists the files (blobs; not folders, submodules or symbolic links)
// of the tree of commit ref with one recursive git trees request
// (https://docs.github.com/en/rest/git/trees#get-a-tree, which takes a
// commit SHA or ref as tree_sha). truncated is GitHub's own flag: the
// recursive listing stops at 100,000 entries or 7 MB, and then lists only
// part of the files.
func (c *Client) Tree(ctx context.Context, repo Repo, ref string) (entries []TreeEntry, truncated bool, err error) {
	if err := repo.Validate(); err != nil {
		return nil, false, err
	}
	t, _, err := c.GitHub.Git.GetTree(ctx, repo.Owner, repo.Name, url.PathEscape(ref), true)
	if err != nil {
		return nil, false, fmt.Errorf("get the tree of %s: %w", short(ref), err)
	}
	for _, e := range t.Entries {
		// Mode 120000 is a symbolic link, stored as a blob of its target.
		if e.GetType() != "blob" || e.GetMode() == "120000" || CheckPath(e.GetPath()) != nil {
			continue
		}
		entries = append(entries, TreeEntry{Path: e.GetPath(), SHA: e.GetSHA(), Size: int64(e.GetSize())})
	}
	return entries, t.GetTruncated(), nil
}

// Blob returns the bytes of the git blob sha with one git blobs request in
// the raw media type (https://docs.github.com/en/rest/git/blobs#get-a-blob,
// blobs up to 100 MB). A blob longer than maxBytes (0 means
// MaxContentBytes) gives an error wrapping ErrTooLarge; an unknown SHA
// gives GitHub's 404.
func (c *Client) Blob(ctx context.Context, repo Repo, sha string, maxBytes int64) ([]byte, error) {
	if maxBytes <= 0 {
		maxBytes = MaxContentBytes
	}
	if err := repo.Validate(); err != nil {
		return nil, err
	}
	if !isHex(sha) {
		return nil, fmt.Errorf("blob %q: %w", sha, ErrBadPath)
	}
	req, err := c.GitHub.NewRequest("GET", fmt.Sprintf("repos/%s/%s/git/blobs/%s", url.PathEscape(repo.Owner), url.PathEscape(repo.Name), sha), nil)
	if err != nil {
		return nil, fmt.Errorf("get blob %s: %w", short(sha), err)
	}
	req.Header.Set("Accept", "application/vnd.github.raw")
	w := &limitedBuffer{max: maxBytes}
	if _, err := c.GitHub.Do(ctx, req, w); err != nil {
		if errors.Is(err, ErrTooLarge) {
			return nil, fmt.Errorf("get blob %s: %w: over %d bytes", short(sha), ErrTooLarge, maxBytes)
		}
		return nil, fmt.Errorf("get blob %s: %w", short(sha), err)
	}
	return w.Bytes(), nil
}

// isHex reports whether s is a git object name: 40 (SHA-1) or 64 (SHA-256)
// lower-case hex digits.
func isHex(s string) bool {
	if len(s) != 40 && len(s) != 64 {
		return false
	}
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f') {
			return false
		}
	}
	return true
}
