package threadrun

import "testing"

// TestRunners: the four thread runners, the index of the function each
// runs, and the names that are not runners (an executor's submit and a
// Thread are each user's own addition).
func TestRunners(t *testing.T) {
	for name, i := range map[string]int{"to_thread": 0, "run_sync": 0, "run_in_executor": 1, "run_in_threadpool": 0} {
		if !Is(name) || Runners[name] != i {
			t.Errorf("%s: Is %v, index %d, want %d", name, Is(name), Runners[name], i)
		}
	}
	for _, name := range []string{"submit", "Thread", "partial", "run", ""} {
		if Is(name) {
			t.Errorf("%s is no thread runner", name)
		}
	}
	if !Mentioned("    return await anyio.to_thread.run_sync(fn)\n") || Mentioned("    return fn()\n") {
		t.Error("Mentioned")
	}
}
