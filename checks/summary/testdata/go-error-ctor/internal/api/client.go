package api

import (
	"fmt"
	"io"
	"net/http"
	"time"
)

var client = &http.Client{Timeout: 10 * time.Second}

// PanelError is the client's error: Error() prints the status text and
// code only, never Details (the transport error or the body).
type PanelError struct {
	Code    int
	Message string
	Details string
}

func (e *PanelError) Error() string {
	return fmt.Sprintf("panel error: %s (code %d)", e.Message, e.Code)
}

// NewPanelError builds a PanelError.
func NewPanelError(code int, message, details string) *PanelError {
	return &PanelError{Code: code, Message: message, Details: details}
}

// NewNetworkError keeps the transport error's text in Details.
func NewNetworkError(err error) error {
	return NewPanelError(0, "Network Error", err.Error())
}

// NewAPIError keeps the body in Details.
func NewAPIError(status int, body []byte) error {
	return NewPanelError(status, http.StatusText(status), string(body))
}

// WrapError is a look-alike whose Error() prints what it wraps.
type WrapError struct {
	Op  string
	Err error
}

func (e *WrapError) Error() string { return e.Op + ": " + e.Err.Error() }

// NewWrapError builds a WrapError.
func NewWrapError(op string, err error) error { return &WrapError{Op: op, Err: err} }

// Get fetches url; its errors are PanelErrors whose text is fixed.
func Get(url string) ([]byte, error) {
	resp, err := client.Get(url)
	if err != nil {
		return nil, NewNetworkError(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, NewNetworkError(err)
	}
	if resp.StatusCode != http.StatusOK {
		return nil, NewAPIError(resp.StatusCode, body)
	}
	return body, nil
}

// GetWrapped fetches url; its errors print the transport error.
func GetWrapped(url string) ([]byte, error) {
	resp, err := client.Get(url)
	if err != nil {
		return nil, NewWrapError("get", err)
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

// GetCoded fetches url; its errors print the transport error as the message.
func GetCoded(url string) ([]byte, error) {
	resp, err := client.Get(url)
	if err != nil {
		return nil, NewPanelError(0, err.Error(), "")
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}
