package names

import "errors"

// Registry maps names; its errors are its own text.
type Registry struct{ m map[string]string }

// Lookup finds a name.
func (r *Registry) Lookup(k string) (string, error) {
	if v, ok := r.m[k]; ok {
		return v, nil
	}
	return "", errors.New("unknown name")
}

// Default is the registry the tools read.
var Default = &Registry{m: map[string]string{}}
