package gowrap

import (
	"slices"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// wrapped parses a Go file and returns, per function, the indexes of the
// parameters its return statements return wrapped (Add over each return).
func wrapped(t *testing.T, src string) map[string][]int {
	t.Helper()
	f := modeltest.Parse(t, "x.go", model.LangGo, []byte(src))
	out := map[string][]int{}
	model.Walk(f.Root, func(n *model.Node) bool {
		if n.Sym() != model.SymFunctionDeclaration {
			return true
		}
		name := f.Text(n.ChildByFieldName("name"))
		var params []string
		ps := n.ChildByFieldName("parameters")
		for i := 0; i < int(ps.NamedChildCount()); i++ {
			if id := ps.NamedChild(i).ChildByFieldName("name"); id != nil {
				params = append(params, f.Text(id))
			}
		}
		var rs []int
		model.Walk(n, func(m *model.Node) bool {
			if m.Sym() == model.SymReturnStatement {
				rs = Add(rs, f, m, params)
			}
			return true
		})
		out[name] = rs
		return false
	})
	return out
}

func TestAdd(t *testing.T) {
	got := wrapped(t, `package p

import (
	"errors"
	"fmt"
)

func LogAndReturnError(logger any, context string, err error) error {
	err = fmt.Errorf("%s, %w", context, err)
	return err
}

func Wrap(msg string, err error) error {
	return fmt.Errorf("%s: %w", msg, err)
}

func WrapText(msg string, err error) error {
	return fmt.Errorf("%s: %s", msg, err.Error())
}

func Fixed(msg string, err error) error {
	return errors.New("request failed")
}

func Sentinel(err error) error {
	if err != nil {
		return ErrUpstream
	}
	return nil
}

func Public(what string, err error) error {
	if errors.Is(err, ErrNotFound) {
		return fmt.Errorf("%s: %w", what, err)
	}
	return fmt.Errorf("%s failed", what)
}

func NotFoundElse(what string, err error) error {
	if errors.Is(err, ErrNotFound) {
		return ErrNotFound
	} else {
		return fmt.Errorf("%s: %w", what, err)
	}
}

func Negated(what string, err error) error {
	if !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

func Disjunction(what string, err error) error {
	if errors.Is(err, ErrNotFound) || err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

func Canceled(what string, err error) error {
	if errors.Is(err, context.Canceled) {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

func DriverAs(what string, err error) error {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

func Conjunction(what string, err error) error {
	if err != nil && errors.Is(err, ErrNotFound) {
		return fmt.Errorf("%s: %w", what, err)
	}
	return fmt.Errorf("%s failed", what)
}

var ErrUpstream = errors.New("upstream")
var ErrNotFound = errors.New("not found")
`)
	for name, want := range map[string][]int{
		"LogAndReturnError": {2},    // err rebound to its own wrap, then returned
		"Wrap":              {0, 1}, // every parameter fmt.Errorf formats: a caller's literal msg carries no origin
		"WrapText":          {0, 1},
		"Fixed":             nil,    // a fixed text: nothing of err leaves
		"Sentinel":          nil,    // a sentinel error: nothing of err leaves
		"Public":            {0},    // err wrapped only when errors.Is says it is the program's own sentinel (what is formatted on the other path)
		"NotFoundElse":      {0, 1}, // the else branch wraps any other error
		"Negated":           {0, 1}, // everything but the sentinel
		"Disjunction":       {0, 1}, // any error
		"Canceled":          {0, 1}, // a standard library sentinel arrives wrapped in an HTTP client's text
		"DriverAs":          {0, 1}, // the driver's error, with the query's values
		"Conjunction":       {0},    // err wrapped only as the program's sentinel
	} {
		if !slices.Equal(got[name], want) {
			t.Errorf("%s: wrapped parameters %v, want %v", name, got[name], want)
		}
	}
}
