package scrape

import (
	"github.com/PuerkitoBio/goquery"
	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
	"github.com/valyala/fasthttp"
)

// goquery.NewDocument fetches with http.Get (no bound).
func title(url string) (string, error) {
	doc, err := goquery.NewDocument(url) // want: RC101
	if err != nil {
		return "", err
	}
	return doc.Find("title").Text(), nil
}

// fasthttp's package-level Get uses a client whose read timeout is
// unlimited, as does a Client{} that sets no read bound.
func get(url string) ([]byte, error) {
	_, body, err := fasthttp.Get(nil, url) // want: RC101
	return body, err
}

var fast = &fasthttp.Client{MaxConnsPerHost: 16} // want: RC101

// NewBotAPI builds &http.Client{} and calls getMe before it returns.
func bot(token string) (*tgbotapi.BotAPI, error) {
	return tgbotapi.NewBotAPI(token) // want: RC101
}

// The clean look-alike is libgo31_scrape_bounded.go.
