// Package tval resolves the value a timeout, a poll bound or a sleep is
// written with, as far as the file fixes it: a literal or a product of
// literals (`5 * 60 * 1000`), a constant of the module, a local variable
// or an instance attribute bound once (HeldOnce, HeldMember), a
// constructor's fallback for a parameter left out (CtorFallback), the wait
// of a timeout object (`httpx.Timeout(120)`, CtorWait), the default of an
// environment read (`int(os.environ.get("X", "300"))`, EnvHelper), a
// clamp's maximum (`min(t, MAX)`), and Go durations and file constants
// (GoDuration, GoConsts); and the fallback a function gives a value its
// caller leaves out (`timeout or DEFAULT`, `opts.ms ?? 120_000`, `if
// timeout is None: timeout = DEFAULT`: Fallback, GuardedFallback), which
// RC104 judges at the calls that leave the parameter out. Units: Product returns the bare number; Seconds
// reads it as seconds (Python), Millis as milliseconds (JavaScript),
// GoDuration as a time.Duration.
//
// What does not resolve stays unknown (ok false, or nil): a parameter, an
// import, a name bound twice is never assumed to hold a safe value. RC104
// (timeout-over-budget) judges these values against its budgets; other
// rules may read the same values.
package tval
