package tools

import (
	"context"
	"os"
	"os/exec"
	ex "os/exec"
	"time"
)

const renderTimeout = 30 * time.Second

func render(region string) ([]byte, error) {
	return exec.Command("radar-render", "--region", region).Output() // want: RC102
}

func build(dir string) error {
	cmd := exec.Command("make", "-C", dir) // want: RC102
	cmd.Stdout = os.Stdout
	return cmd.Run()
}

func aliased() ([]byte, error) {
	c := ex.Command("uname", "-a") // want: RC102
	return c.CombinedOutput()
}

func started() error {
	var cmd = exec.Command("daemon") // want: RC102
	if err := cmd.Start(); err != nil {
		return err
	}
	return cmd.Wait()
}

type runner struct{ cmd *exec.Cmd }

func (r *runner) launch() error {
	r.cmd = exec.Command("worker") // want: RC102
	if err := r.cmd.Start(); err != nil {
		return err
	}
	return r.cmd.Wait()
}

func background() error {
	return exec.CommandContext(context.Background(), "sync").Run() // want: RC102
}

func todoVar() error {
	ctx := context.TODO()
	cmd := exec.CommandContext(ctx, "sync") // want: RC102
	return cmd.Run()
}

func cancelOnly() error {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	return exec.CommandContext(ctx, "sync").Run() // want: RC102
}

func detached(ctx context.Context) error {
	return exec.CommandContext(context.WithoutCancel(ctx), "cleanup").Run() // want: RC102
}

func inGoroutine() {
	go func() {
		_ = exec.Command("notify").Run() // want: RC102
	}()
}

// ---- negatives ----

func bounded(ctx context.Context, region string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, renderTimeout)
	defer cancel()
	return exec.CommandContext(ctx, "radar-render", "--region", region).Output()
}

func deadline(parent context.Context) error {
	ctx, cancel := context.WithDeadline(parent, time.Now().Add(time.Minute))
	defer cancel()
	cmd := exec.CommandContext(ctx, "sync")
	return cmd.Run()
}

func cancelOfTimeout() error {
	tctx, stop := context.WithTimeout(context.Background(), time.Minute)
	defer stop()
	ctx, cancel := context.WithCancel(tctx)
	defer cancel()
	return exec.CommandContext(ctx, "sync").Run()
}

func fromCaller(ctx context.Context) error {
	return exec.CommandContext(ctx, "sync").Run() // the caller's deadline is unknown
}

func returned(name string) *exec.Cmd {
	return exec.Command(name) // the caller runs it
}

func builtNotRun(name string) *exec.Cmd {
	cmd := exec.Command(name)
	cmd.Dir = "/tmp"
	return cmd
}

func killTimer() error {
	cmd := exec.Command("long-job")
	if err := cmd.Start(); err != nil {
		return err
	}
	timer := time.AfterFunc(time.Minute, func() { _ = cmd.Process.Kill() })
	defer timer.Stop()
	return cmd.Wait()
}

func openBrowser(url string) error {
	return exec.Command("xdg-open", url).Start() // started, never waited for here
}

func startOnly(r *runner) error {
	r.cmd = exec.Command("worker")
	return r.cmd.Start() // the lifetime is managed by whoever waits
}

func deferredWait(line string) (string, error) {
	cmd := exec.Command("server", "--stdio") // want: RC102
	out, err := cmd.StdoutPipe()
	if err != nil {
		return "", err
	}
	if err := cmd.Start(); err != nil {
		return "", err
	}
	defer func() { _ = cmd.Wait() }() // runs before deferredWait returns
	buf := make([]byte, 4096)
	n, err := out.Read(buf)
	return string(buf[:n]), err
}

func openAndReap(url string) error {
	cmd := exec.Command("open", url)
	if err := cmd.Start(); err != nil {
		return err
	}
	go func() { _ = cmd.Wait() }() // reaped in the background; the caller does not wait
	return nil
}

func lookPath() (string, error) {
	return exec.LookPath("git")
}

type fakeCmd struct{}

func (fakeCmd) Run() error { return nil }

func unrelatedRun(c fakeCmd) error {
	return c.Run()
}
