package diff

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
)

// MaxBlobBytes is the largest file BlobReader.Read returns (256 MiB); use
// Size to apply a smaller limit before reading.
const MaxBlobBytes = 256 << 20

// ErrNotFound is returned (wrapped) by BlobReader when the path does not
// exist at the revision.
var ErrNotFound = errors.New("path not found at that revision")

// BlobReader reads files at any revision of one repository through a single
// long-lived "git cat-file --batch" process, so that reading many files does
// not start a git process each. It needs only the object database (a bare
// repository works). It is safe for concurrent use; requests are served one
// at a time. Each request must be answered within DefaultTimeout, or the
// reader stops and every later call fails. Close it when done.
type BlobReader struct {
	ctx    context.Context
	dir    string
	mu     sync.Mutex
	data   *catFile // git cat-file --batch
	info   *catFile // git cat-file --batch-check, started by the first Size
	closed bool
}

// NewBlobReader starts git cat-file --batch in repoDir. The process lives
// until Close or until ctx is done, so ctx should span the whole scan rather
// than carry a short deadline. It fails when git cannot start.
func NewBlobReader(ctx context.Context, repoDir string) (*BlobReader, error) {
	c, err := startCatFile(ctx, repoDir, "--batch")
	if err != nil {
		return nil, err
	}
	return &BlobReader{ctx: ctx, dir: repoDir, data: c}, nil
}

// Read returns the contents of path (slash-separated, relative to the
// repository root) at revision rev (best a full commit SHA, see ResolveRev;
// Staged reads the index).
// A path absent at rev gives an error wrapping ErrNotFound; a directory or a
// submodule, or a file over MaxBlobBytes, an error saying so. Errors from
// the git process itself (it died or timed out) are permanent.
func (b *BlobReader) Read(rev, path string) ([]byte, error) {
	obj, err := objectName(rev, path)
	if err != nil {
		return nil, err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return nil, fmt.Errorf("read %s at %s: blob reader is closed", path, rev)
	}
	typ, size, data, err := b.data.ask(obj, true)
	if err == nil && typ != "blob" {
		err = fmt.Errorf("is a %s, not a file", typ)
	}
	if err == nil && size > MaxBlobBytes {
		err = fmt.Errorf("file is %d bytes, over the %d MiB limit", size, MaxBlobBytes>>20)
	}
	if err != nil {
		return nil, fmt.Errorf("read %s at %s: %w", path, rev, err)
	}
	return data, nil
}

// ReadObject returns the contents of the blob with full object name oid
// (FileChange.NewOID), as Read does for a path: a path holding any byte,
// a newline among them, is read by its blob's name.
func (b *BlobReader) ReadObject(oid string) ([]byte, error) {
	if !isObjectID(oid) {
		return nil, fmt.Errorf("read object %q: not a full object name", oid)
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return nil, fmt.Errorf("read object %s: blob reader is closed", oid)
	}
	typ, size, data, err := b.data.ask(oid, true)
	if err == nil && typ != "blob" {
		err = fmt.Errorf("is a %s, not a file", typ)
	}
	if err == nil && size > MaxBlobBytes {
		err = fmt.Errorf("file is %d bytes, over the %d MiB limit", size, MaxBlobBytes>>20)
	}
	if err != nil {
		return nil, fmt.Errorf("read object %s: %w", oid, err)
	}
	return data, nil
}

// Size returns the size in bytes of path at rev without reading it, through
// a second long-lived "git cat-file --batch-check" process started by the
// first call. Errors are as for Read.
func (b *BlobReader) Size(rev, path string) (int64, error) {
	obj, err := objectName(rev, path)
	if err != nil {
		return 0, err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return 0, fmt.Errorf("size of %s at %s: blob reader is closed", path, rev)
	}
	if b.info == nil {
		if b.info, err = startCatFile(b.ctx, b.dir, "--batch-check"); err != nil {
			return 0, err
		}
	}
	typ, size, _, err := b.info.ask(obj, false)
	if err == nil && typ != "blob" {
		err = fmt.Errorf("is a %s, not a file", typ)
	}
	if err != nil {
		return 0, fmt.Errorf("size of %s at %s: %w", path, rev, err)
	}
	return size, nil
}

// Close stops the git processes. It returns the first error from stopping
// them and is safe to call more than once.
func (b *BlobReader) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return nil
	}
	b.closed = true
	err := b.data.close()
	if b.info != nil {
		err = errors.Join(err, b.info.close())
	}
	return err
}

// Staged is the revision name that Read and Size take for the index (the
// staged contents, stage 0), as in `git show :path`.
const Staged = ":0"

// objectName gives cat-file's "<rev>:<path>" for one request line.
func objectName(rev, path string) (string, error) {
	if rev == Staged {
		if path == "" || strings.ContainsAny(path, "\x00\n\r") {
			return "", fmt.Errorf("read %q from the index: git cat-file --batch cannot name this path", path)
		}
		return rev + ":" + path, nil
	}
	if err := checkRevs(rev); err != nil || strings.Contains(rev, ":") {
		return "", fmt.Errorf("read %s: invalid git revision %q", path, rev)
	}
	if path == "" || strings.ContainsAny(path, "\x00\n\r") {
		return "", fmt.Errorf("read %q at %s: git cat-file --batch cannot name this path", path, rev)
	}
	return rev + ":" + path, nil
}

// catFile is one running "git cat-file --batch" or "--batch-check".
type catFile struct {
	ctx    context.Context
	name   string
	cmd    *exec.Cmd
	in     *os.File // request lines; os pipes, so that deadlines work
	out    *os.File
	r      *bufio.Reader
	stderr *tailBuffer // read only after the process has exited
	broken error       // set once the answer stream cannot be trusted
}

func startCatFile(ctx context.Context, dir, mode string) (*catFile, error) {
	c := &catFile{ctx: ctx, name: "git cat-file " + mode, stderr: &tailBuffer{}}
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.name, err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, fmt.Errorf("%s: %w", c.name, err)
	}
	c.cmd = gitCommand(ctx, dir, "cat-file", mode)
	c.cmd.Stdin, c.cmd.Stdout, c.cmd.Stderr = inR, outW, c.stderr
	err = c.cmd.Start()
	inR.Close() // the child holds its own copies
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return nil, fmt.Errorf("%s: %w", c.name, err)
	}
	c.in, c.out, c.r = inW, outR, bufio.NewReaderSize(outR, 64<<10)
	return c, nil
}

// ask sends one object name and parses the answer: the object's type and
// size, and with full its contents (when the object is at most MaxBlobBytes).
func (c *catFile) ask(obj string, full bool) (typ string, size int64, data []byte, err error) {
	if c.broken != nil {
		return "", 0, nil, c.broken
	}
	if err := c.ctx.Err(); err != nil {
		return "", 0, nil, c.fail(err)
	}
	deadline := time.Now().Add(DefaultTimeout)
	_ = c.in.SetWriteDeadline(deadline)
	_ = c.out.SetReadDeadline(deadline)
	if _, err := io.WriteString(c.in, obj+"\n"); err != nil {
		return "", 0, nil, c.fail(err)
	}
	header, err := c.r.ReadString('\n')
	if err != nil {
		return "", 0, nil, c.fail(err)
	}
	header = strings.TrimSuffix(header, "\n")
	// "<oid> <type> <size>", or "<obj> missing" / "<obj> ambiguous".
	f := strings.Split(header, " ")
	if len(f) != 3 || !isObjectID(f[0]) {
		switch header {
		case obj + " missing":
			return "", 0, nil, ErrNotFound
		case obj + " ambiguous":
			return "", 0, nil, errors.New("ambiguous revision")
		}
		return "", 0, nil, c.fail(fmt.Errorf("unexpected answer %q", header))
	}
	typ = f[1]
	if size, err = strconv.ParseInt(f[2], 10, 64); err != nil || size < 0 {
		return "", 0, nil, c.fail(fmt.Errorf("unexpected answer %q", header))
	}
	if !full {
		return typ, size, nil, nil
	}
	if size > MaxBlobBytes {
		if _, err := io.CopyN(io.Discard, c.r, size+1); err != nil {
			return "", 0, nil, c.fail(err)
		}
		return typ, size, nil, nil
	}
	data = make([]byte, size+1) // contents and a newline
	if _, err := io.ReadFull(c.r, data); err != nil {
		return "", 0, nil, c.fail(err)
	}
	if data[size] != '\n' {
		return "", 0, nil, c.fail(errors.New("answer not terminated by a newline"))
	}
	return typ, size, data[:size], nil
}

// fail stops the process after the answer stream went wrong and returns the
// permanent error, with git's stderr when it said something.
func (c *catFile) fail(err error) error {
	if errors.Is(err, os.ErrDeadlineExceeded) {
		err = fmt.Errorf("no answer within %s", DefaultTimeout)
	}
	_ = c.cmd.Process.Kill()
	werr := c.cmd.Wait()
	c.in.Close()
	c.out.Close()
	if ctxErr := context.Cause(c.ctx); ctxErr != nil {
		err = ctxErr
	} else if werr != nil && !errors.Is(err, io.EOF) && !errors.Is(err, io.ErrUnexpectedEOF) {
		err = errors.Join(err, werr)
	}
	c.broken = gitError(c.name, err, c.stderr)
	return c.broken
}

// close ends the request stream and waits a little for git to exit.
func (c *catFile) close() error {
	if c.broken != nil {
		return nil // already stopped; its error was returned then
	}
	c.in.Close()
	done := make(chan error, 1)
	go func() { done <- c.cmd.Wait() }()
	var err error
	select {
	case err = <-done:
	case <-time.After(5 * time.Second):
		_ = c.cmd.Process.Kill()
		err = <-done
	}
	c.out.Close()
	if err != nil && c.ctx.Err() == nil {
		return gitError(c.name, err, c.stderr)
	}
	return nil
}

// isObjectID reports whether s looks like a full SHA-1 or SHA-256 object ID.
func isObjectID(s string) bool {
	if len(s) != 40 && len(s) != 64 {
		return false
	}
	for _, r := range s {
		if !('0' <= r && r <= '9' || 'a' <= r && r <= 'f') {
			return false
		}
	}
	return true
}
