package summary

import "github.com/resilience-check/resilience-check/checks/model"

// Blocking returns, for each summarised file for which in is true, the
// names of its top-level sync functions (not methods) that block the
// thread, by a call of their own or through what they call up to MaxDepth
// calls away, in the order the file declares them: what an async caller in
// another file would block on (RC201). Diff mode looks for the callers of
// these when the file changed (the files that import it). Files with none
// are left out.
func (p *Program) Blocking(in func(path string) bool) map[string][]string {
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
			if fn.Top && fn.Class == "" && !fn.Async && s.blocks[fi][j] != nil {
				out[f.Path] = append(out[f.Path], fn.Name)
			}
		}
	}
	return out
}
