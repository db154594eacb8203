package fixtures

import (
	"bufio"
	"time"
)

// readLines reads a stream line by line; the wait paces the reader, it does
// not retry one call.
func readLines(r *bufio.Reader, out chan<- string) error {
	for {
		line, err := r.ReadString('\n')
		if err == nil {
			out <- line
			continue
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// pages walks a paginated API; the cursor changes each pass.
func pages(c *Client) ([]Item, error) {
	var all []Item
	cursor := ""
	for {
		page, err := c.List(cursor)
		if err == nil {
			all = append(all, page.Items...)
			if page.NextCursor == "" {
				return all, nil
			}
			cursor = page.NextCursor
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// work takes jobs from a channel.
func work(c *Client, jobs <-chan Job) error {
	for {
		job := <-jobs
		if err := c.Run(job); err == nil {
			continue
		}
		time.Sleep(time.Second)
	}
}
