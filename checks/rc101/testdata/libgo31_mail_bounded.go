package notify

import (
	"context"
	"net/http"
	"time"

	"github.com/go-ldap/ldap/v3"
	"github.com/jomei/notionapi"
	"github.com/sendgrid/sendgrid-go"
	"github.com/sendgrid/sendgrid-go/helpers/mail"
)

// ---- clean look-alike ----

// send bounds the SendGrid request with a deadline.
func send(key string, m *mail.SGMailV3) error {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	_, err := sendgrid.NewSendClient(key).SendWithContext(ctx, m)
	return err
}

// notion gives the client a bounded http.Client.
func notion(token string) *notionapi.Client {
	return notionapi.NewClient(notionapi.Token(token), notionapi.WithHTTPClient(&http.Client{Timeout: 30 * time.Second}))
}

// directory bounds every request of the connection.
func directory(url string) (*ldap.Conn, error) {
	l, err := ldap.DialURL(url)
	if err != nil {
		return nil, err
	}
	l.SetTimeout(15 * time.Second)
	return l, nil
}
