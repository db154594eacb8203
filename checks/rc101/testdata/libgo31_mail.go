package notify

import (
	"github.com/go-ldap/ldap/v3"
	"github.com/jomei/notionapi"
	"github.com/mailgun/mailgun-go/v4"
	"github.com/sendgrid/sendgrid-go"
	"gopkg.in/gomail.v2"
)

// SendGrid's client sends through http.DefaultClient with
// context.Background().
func sg(key string) *sendgrid.Client {
	return sendgrid.NewSendClient(key) // want: RC101
}

// mailgun-go's client is http.DefaultClient.
func mg(domain, key string) *mailgun.MailgunImpl {
	return mailgun.NewMailgun(domain, key) // want: RC101
}

// notionapi's client is http.DefaultClient.
func notion(token string) *notionapi.Client {
	return notionapi.NewClient(notionapi.Token(token)) // want: RC101
}

// gomail v2 bounds only the dial: the SMTP dialogue has no deadline.
func smtp(host, user, pass string, m *gomail.Message) error {
	d := gomail.NewDialer(host, 587, user, pass) // want: RC101
	return d.DialAndSend(m)
}

// go-ldap arms no request timer unless one is set on the connection.
func directory(url string) (*ldap.Conn, error) {
	return ldap.DialURL(url) // want: RC101
}

// The clean look-alikes are libgo31_mail_bounded.go.
