package finding

import (
	"path"
	"strings"
)

// Language names a grammar the engine parses.
type Language string

// The supported languages. LangTSX is TypeScript with JSX; rules written for
// LangTypeScript apply to it too (see RuleInfo.AppliesTo).
const (
	LangPython     Language = "python"
	LangJavaScript Language = "javascript"
	LangTypeScript Language = "typescript"
	LangTSX        Language = "tsx"
	LangGo         Language = "go"
)

// IsJS reports whether the language is JavaScript, TypeScript or TSX, which
// share node types for everything the rules look at.
func (l Language) IsJS() bool {
	return l == LangJavaScript || l == LangTypeScript || l == LangTSX
}

// DetectLanguage returns the language of a file from its name, and false for
// files the engine does not scan (including TypeScript declaration files,
// which hold no code that runs).
func DetectLanguage(name string) (Language, bool) {
	base := strings.ToLower(path.Base(name))
	switch {
	case strings.HasSuffix(base, ".d.ts"), strings.HasSuffix(base, ".d.mts"), strings.HasSuffix(base, ".d.cts"):
		return "", false
	}
	switch path.Ext(base) {
	case ".py", ".pyi":
		if path.Ext(base) == ".pyi" {
			return "", false
		}
		return LangPython, true
	case ".js", ".mjs", ".cjs", ".jsx":
		return LangJavaScript, true
	case ".ts", ".mts", ".cts":
		return LangTypeScript, true
	case ".tsx":
		return LangTSX, true
	case ".go":
		return LangGo, true
	}
	return "", false
}
