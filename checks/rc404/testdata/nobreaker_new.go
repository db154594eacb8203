package a

import "net/http"

func head(u string) error {
	cl := new(http.Client)
	_, err := cl.Head(u) // want: RC404
	return err
}
