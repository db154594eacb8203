//go:build !cgo

package main

// resilience-check parses code with tree-sitter, a C library, so it must be
// built with cgo and a C compiler (gcc or clang). Without cgo the build stops
// at this import, whose path is the message, before any package is compiled
// (otherwise it fails later with "undefined: Node" inside go-tree-sitter).
import _ "resilience-check/needs-cgo-and-a-C-compiler/build-it-with-CGO_ENABLED-1-and-gcc-or-clang-installed"
