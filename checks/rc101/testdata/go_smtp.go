package main

import (
	"context"
	"net"
	"net/smtp"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// sendEmail uses net/smtp.SendMail, which dials with no timeout and sets no
// deadline: a stalled SMTP server holds the tool call.
func sendEmail(addr, from, to string, msg []byte) error {
	return smtp.SendMail(addr, nil, from, []string{to}, msg) // want: RC101
}

// sendEmailBounded dials with a timeout and a deadline, then speaks SMTP on
// that connection (the clean look-alike).
func sendEmailBounded(addr, host, from, to string, msg []byte) error {
	conn, err := net.DialTimeout("tcp", addr, 10*time.Second)
	if err != nil {
		return err
	}
	_ = conn.SetDeadline(time.Now().Add(30 * time.Second))
	c, err := smtp.NewClient(conn, host)
	if err != nil {
		return err
	}
	defer c.Close()
	if err := c.Mail(from); err != nil {
		return err
	}
	return c.Rcpt(to)
}

func main() {
	s := server.NewMCPServer("mail", "1.0.0")
	s.AddTool(mcp.NewTool("send_email"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := sendEmail("smtp.example.com:587", "a@example.com", "b@example.com", []byte("hi")); err != nil {
			return mcp.NewToolResultError("send failed"), nil
		}
		if err := sendEmailBounded("smtp.example.com:587", "smtp.example.com", "a@example.com", "b@example.com", []byte("hi")); err != nil {
			return mcp.NewToolResultError("send failed"), nil
		}
		return mcp.NewToolResultText("sent"), nil
	})
	_ = server.ServeStdio(s)
}
