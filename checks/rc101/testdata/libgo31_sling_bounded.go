package weather

import (
	"net/http"
	"time"

	"github.com/dghubble/sling"
)

// ---- clean look-alike ----

// Forecast is the API's answer.
type Forecast struct{ Summary string }

var bounded = &http.Client{Timeout: 20 * time.Second}

// forecast sends through a bounded client.
func forecast(base, city string) (*Forecast, error) {
	out := new(Forecast)
	_, err := sling.New().Client(bounded).Base(base).Get("forecast/" + city).ReceiveSuccess(out)
	return out, err
}
