package pkg

import "net/http"

// Nothing the change reaches is declared here; Other calls helper, but
// Other is not reached.
func Other() { _ = helper("y"); http.Get("z") }

func (st *Other2) Save() error { return nil }
