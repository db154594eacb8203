package fixture

import "net/http"

func calls(u string) {
	http.Get(u) // noqa: RC101   // want: RC101 suppressed
	http.Get(u) // noqa   // want: RC101 suppressed
	// noqa: RC101   // want: RC002
	_ = u
	http.Get(u) // resilience: ignore[RC101] loopback health probe   // want: RC101 suppressed
	http.Get(u) // want: RC101
}
