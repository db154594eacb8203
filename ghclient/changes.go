package ghclient

import (
	"context"
	"fmt"

	"github.com/google/go-github/v62/github"

	"github.com/resilience-check/resilience-check/diff"
)

// PullRequestChanges lists the files pull request number changes (see
// PullRequestFiles) as diff.FileChange values for scan.Options.Changes, with
// notes in words for the log and summary: files past GitHub's
// MaxPullRequestFiles cap (changedFiles is the pull request's changed_files,
// 0 when unknown), files listed without a patch (binary, or too large a diff:
// marked WholeFile and scanned whole), patches that did not parse (scanned
// whole too).
func (c *Client) PullRequestChanges(ctx context.Context, repo Repo, number, changedFiles int) ([]diff.FileChange, []string, error) {
	files, err := c.PullRequestFiles(ctx, repo, number)
	if err != nil {
		return nil, nil, err
	}
	var notes []string
	if n := FilesCapNote(len(files), changedFiles); n != "" {
		notes = append(notes, n)
	}
	changes, whole, errs := FileChanges(files)
	for _, e := range errs {
		notes = append(notes, fmt.Sprintf("%v; scanning the file whole", e))
	}
	if whole > 0 {
		notes = append(notes, fmt.Sprintf("%d file(s) came without a patch (binary, or a diff too large for the API) and were scanned whole", whole))
	}
	return changes, notes, nil
}

// FilesCapNote says in words that GitHub's MaxPullRequestFiles cap cut a
// pull request's file list of listed files (changedFiles is the pull
// request's changed_files, 0 when unknown), or returns "" when the list is
// under the cap.
func FilesCapNote(listed, changedFiles int) string {
	switch {
	case listed < MaxPullRequestFiles:
		return ""
	case changedFiles > listed:
		return fmt.Sprintf("the pull request changes %d files but GitHub's files API lists only the first %d: the other %d were not scanned",
			changedFiles, MaxPullRequestFiles, changedFiles-listed)
	}
	return fmt.Sprintf("GitHub's files API lists at most %d files per pull request; this one reached the cap, so files past it may not have been scanned",
		MaxPullRequestFiles)
}

// FileChanges converts files of the pull request files or compare API to
// diff.FileChange values. A file without a usable patch is marked WholeFile
// (scanned whole); whole counts those that are not deleted, and errs says
// which patches GitHub sent did not parse (those files are WholeFile too).
func FileChanges(files []*github.CommitFile) (changes []diff.FileChange, whole int, errs []error) {
	for _, f := range files {
		fc, perr := fileChange(f)
		if perr != nil {
			errs = append(errs, perr)
		}
		if fc.WholeFile && fc.Status != diff.Deleted {
			whole++
		}
		changes = append(changes, fc)
	}
	return changes, whole, errs
}

// fileChange converts one file of the files or compare API; err says why a
// patch GitHub sent could not be parsed (the file is then WholeFile).
func fileChange(f *github.CommitFile) (diff.FileChange, error) {
	path := f.GetFilename()
	fc, err := diff.ParsePatch(path, f.GetPatch()) // no patch, or a bad one: WholeFile
	fc.Path, fc.Status = path, apiStatus(f.GetStatus())
	switch {
	case fc.Status == diff.Created:
		fc.OldPath = ""
	case f.GetPreviousFilename() != "":
		fc.OldPath = f.GetPreviousFilename()
	}
	return fc, err
}

// apiStatus maps the files API's status ("added", "removed", "modified",
// "renamed", "copied", "changed", "unchanged") to the diff package's.
func apiStatus(s string) diff.Status {
	switch s {
	case "added":
		return diff.Created
	case "removed":
		return diff.Deleted
	case "renamed":
		return diff.Renamed
	case "copied":
		return diff.Copied
	}
	return diff.Modified
}

// PullRequestsForCommit returns the open pull requests of repo whose head is
// sha (GET /repos/{owner}/{repo}/commits/{sha}/pulls, first page of
// MaxPerPage).
func (c *Client) PullRequestsForCommit(ctx context.Context, repo Repo, sha string) ([]*github.PullRequest, error) {
	prs, _, err := c.GitHub.PullRequests.ListPullRequestsWithCommit(ctx, repo.Owner, repo.Name, sha, &github.ListOptions{PerPage: MaxPerPage})
	if err != nil {
		return nil, fmt.Errorf("list pull requests of %s: %w", short(sha), err)
	}
	var open []*github.PullRequest
	for _, pr := range prs {
		if pr.GetState() == "open" && pr.GetHead().GetSHA() == sha {
			open = append(open, pr)
		}
	}
	return open, nil
}
