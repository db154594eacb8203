package sdk

import (
	"time"

	"k8s.io/client-go/rest"
)

// client-go's rest.Config: a zero Timeout means no timeout (library rows).
func configs() []*rest.Config {
	open := &rest.Config{Host: "https://k8s.example"} // want: RC101
	bounded := &rest.Config{Host: "https://k8s.example", Timeout: 30 * time.Second}
	return []*rest.Config{open, bounded}
}
