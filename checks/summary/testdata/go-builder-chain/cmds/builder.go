package cmds

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
)

// Builder builds a command line.
type Builder struct {
	command string
	args    []string
}

// New returns a builder of command.
func New(command string) *Builder {
	return &Builder{command: command}
}

// WithArgs appends args and returns the builder.
func (b *Builder) WithArgs(args ...string) *Builder {
	b.args = append(b.args, args...)
	return b
}

// Name returns the command's name (not a builder).
func (b *Builder) Name() string {
	return b.command
}

// Execute runs the command; its errors carry the command line and output.
func (b *Builder) Execute(ctx context.Context) (string, error) {
	out, err := exec.CommandContext(ctx, b.command, b.args...).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("%s %v: %s: %w", b.command, b.args, out, err)
	}
	return string(out), nil
}

// Validate checks the arguments; its errors are its own.
func (b *Builder) Validate() error {
	if len(b.args) == 0 {
		return errors.New("no arguments")
	}
	return nil
}
