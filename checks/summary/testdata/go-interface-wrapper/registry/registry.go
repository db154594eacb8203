// Package registry picks one of its managers from a map of the interface
// and hands the call on: Registry implements Manager by method set, but
// delegates (summary gocha.Workers) through the map's element (gotype.ElemOf).
package registry

import (
	"context"
	"fmt"
	"os"
)

// Manager is implemented by Files (the one doing the work) and, by method
// set, by Registry.
type Manager interface {
	Create(ctx context.Context, name string) error
}

// Registry holds a Manager per kind.
type Registry struct {
	managers map[string]Manager
}

// Create picks the kind's manager.
func (r *Registry) Create(ctx context.Context, name string) error {
	manager, ok := r.managers[name]
	if !ok {
		return fmt.Errorf("unknown kind %q", name)
	}
	return manager.Create(ctx, name)
}

// Files keeps one file per name (its error names the server's path).
type Files struct{ dir string }

// Create writes the file.
func (d *Files) Create(ctx context.Context, name string) error {
	if err := os.WriteFile(d.dir+"/"+name, nil, 0o600); err != nil {
		return fmt.Errorf("create: %w", err)
	}
	return nil
}
