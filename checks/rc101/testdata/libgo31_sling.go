package weather

import (
	"github.com/dghubble/sling"
)

// Forecast is the API's answer.
type Forecast struct{ Summary string }

// forecast's Sling sends through http.DefaultClient (sling.New).
func forecast(base, city string) (*Forecast, error) {
	out := new(Forecast)
	_, err := sling.New().Base(base).Get("forecast/" + city).ReceiveSuccess(out) // want: RC101
	return out, err
}

// ---- clean look-alike: libgo31_sling_bounded.go gives the Sling a bounded client ----
