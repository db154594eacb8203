package main

import "example.com/demo/pkg"

func main() {
	_ = pkg.Handler() // want: RC101 diff-only
}
