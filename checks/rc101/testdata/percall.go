package bridge

import (
	"context"
	"time"

	"go.mau.fi/whatsmeow"
)

// whatsmeow's uploads and downloads are bounded only by the context they are
// given: context.Background() never ends. The client is found by its
// declared type (a parameter, a field of the receiver) or its constructor.
func sendMedia(client *whatsmeow.Client, data []byte) error {
	_, err := client.Upload(context.Background(), data, whatsmeow.MediaImage) // want: RC101
	return err
}

func sendMediaBounded(ctx context.Context, client *whatsmeow.Client, data []byte) error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	_, err := client.Upload(ctx, data, whatsmeow.MediaImage)
	return err
}

type bridge struct {
	wa *whatsmeow.Client
}

func (b *bridge) upload(data []byte) error {
	_, err := b.wa.Upload(context.TODO(), data, whatsmeow.MediaDocument) // want: RC101
	return err
}

func (b *bridge) info(ctx context.Context) error {
	_, err := b.wa.IsOnWhatsApp(ctx, []string{"+15550000"})
	b.wa.Disconnect()
	return err
}

func fresh(store any, data []byte) error {
	c := whatsmeow.NewClient(nil, nil)
	_, err := c.Upload(context.Background(), data, whatsmeow.MediaAudio) // want: RC101
	return err
}
