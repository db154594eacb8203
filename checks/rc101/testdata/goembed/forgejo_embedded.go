package goembed

// A project type that embeds an SDK client (libmodels/data/sdks-rc101a30.yml):
// the SDK's methods are promoted to it (Go spec, "Struct types"), so
// c.CreateIssue(...) is forgejo-sdk's CreateIssue, which takes no context
// and runs on the client's http.Client{} (no Timeout) unless the package
// that builds it names a bound. A method the project type declares itself
// shadows the promoted one and is not the SDK's call.

import (
	"codeberg.org/mvdkleijn/forgejo-sdk/forgejo/v2"
	"github.com/gotd/td/telegram"
	"github.com/slack-go/slack"
	"github.com/slack-go/slack/socketmode"

	"context"
	"time"
)

type Client struct {
	*forgejo.Client
	base string
}

func (c *Client) CreateIssue(owner, repo string) error { return nil } // shadows the SDK's

type Impl struct {
	Client *Client
}

func (impl Impl) List(owner, repo string) error {
	_, _, err := impl.Client.ListRepoIssues(owner, repo, forgejo.ListIssueOption{}) // want: RC101
	return err
}

func (impl Impl) Create(owner, repo string) error {
	return impl.Client.CreateIssue(owner, repo) // the project's own method
}

func (c *Client) Get(owner, repo string) error {
	_, _, err := c.GetRepo(owner, repo) // want: RC101
	return err
}

// slack-go: socketmode.Client embeds slack.Client; the methods without the
// Context suffix send under context.Background().
type Bot struct {
	*socketmode.Client
	name string
}

func (b *Bot) Reply(ch, text string) error {
	_, _, err := b.PostMessage(ch, slack.MsgOptionText(text, false)) // want: RC101
	return err
}

func (b *Bot) ReplyCtx(ctx context.Context, ch, text string) error {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	_, _, err := b.PostMessageContext(ctx, ch, slack.MsgOptionText(text, false)) // a Context method: its context bounds it
	return err
}

// gotd/td: Run dials and retries the connection under the context it is
// given, with no timeout of its own.
func me(client *telegram.Client) error {
	return client.Run(context.Background(), func(ctx context.Context) error { // want: RC101
		_, err := client.Self(ctx)
		return err
	})
}

func meBounded(client *telegram.Client) error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return client.Run(ctx, func(ctx context.Context) error {
		_, err := client.Self(ctx)
		return err
	})
}
