//go:build !race

package bot

// raceEnabled is true under the race detector, which slows everything about
// tenfold: latency bounds are not checked then.
const raceEnabled = false
