package pkg

func Handler() error {
	_, err := fetch("https://api.example.com/x") // want: RC101 diff-only
	return err
}
