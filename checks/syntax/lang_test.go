package syntax

import "github.com/resilience-check/resilience-check/finding"

// The languages and DetectLanguage under their model names, for the tests.
const (
	LangPython     = finding.LangPython
	LangJavaScript = finding.LangJavaScript
	LangTypeScript = finding.LangTypeScript
	LangTSX        = finding.LangTSX
	LangGo         = finding.LangGo
)

func DetectLanguage(name string) (Language, bool) { return finding.DetectLanguage(name) }
