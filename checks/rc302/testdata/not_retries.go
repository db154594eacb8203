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

// findUp looks for a settings file in each parent folder: the header moves
// to the parent on every pass, so each os.Stat asks about another path.
func findUp(dir, name string) string {
	for d := dir; ; d = filepath.Dir(d) {
		p := filepath.Join(d, name)
		if _, err := os.Stat(p); err == nil {
			return p
		}
		if filepath.Dir(d) == d {
			return ""
		}
	}
}

// postOnce sends a create, and when it fails without a clear answer looks
// whether it landed before sending it once more: the header counter and the
// guard allow two passes, not a stream of immediate attempts.
func postOnce(c *Client, item Item) error {
	for try := 1; ; try++ {
		err := c.Create(item)
		if err == nil {
			return nil
		}
		if try > 1 || !transient(err) {
			return err
		}
		if c.Exists(item) {
			return nil
		}
	}
}

// Still reported: the guard allows five immediate attempts.
func postFive(c *Client, item Item) error {
	for try := 1; ; try++ { // want: RC302
		err := c.Create(item)
		if err == nil {
			return nil
		}
		if try >= 5 {
			return err
		}
	}
}
