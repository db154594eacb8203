package summary

import "github.com/resilience-check/resilience-check/checks/model"

// Blocking returns, for each summarised file for which in is true, the
// names of its top-level sync functions (not methods) that block the
// thread, by a call of their own or through what they call up to MaxDepth
// calls away, in the order the file declares them: what an async caller in
// another file would block on (RC201), counting only the blocking whose
// chain passes through a file for which via is true (the chain's first
// call is in the function's own file). Diff mode looks for the callers of
// these when the file changed (the files that import it), and for theirs
// when they block through the change. Files with none are left out.
func (p *Program) Blocking(in, via func(path string) bool) map[string][]string {
	out := map[string][]string{}
	var s *state
	for fi, f := range p.files {
		if !in(f.Path) || (f.Lang != model.LangPython && !f.Lang.IsJS()) {
			continue
		}
		if s == nil {
			s = p.initial()
			for r := 1; r < MaxDepth; r++ {
				s = p.step(s)
			}
		}
		for j, fn := range f.Funcs {
			if e := s.blocks[fi][j]; fn.Top && fn.Class == "" && !fn.Async && e != nil && passes(e.Chain, via) {
				out[f.Path] = append(out[f.Path], fn.Name)
			}
		}
	}
	return out
}

func passes(chain []Hop, via func(string) bool) bool {
	for _, h := range chain {
		if via(h.Path) {
			return true
		}
	}
	return false
}
