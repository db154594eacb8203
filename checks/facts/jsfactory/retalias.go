package jsfactory

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/model"
)

// returnTypeAlias matches a TypeScript alias of a function's result type,
// `type XmlRpcClient = ReturnType<typeof xmlrpc.createClient>`: group 1 the
// alias, group 2 the function it names.
var returnTypeAlias = regexp.MustCompile(`(?m)^\s*(?:export\s+)?type\s+([A-Za-z_$][\w$]*)\s*=\s*ReturnType<\s*typeof\s+([A-Za-z_$][\w$.]*)\s*>`)

// aliasedResult returns the imported qualified name of the function whose
// result type the file's alias name stands for (`ReturnType<typeof
// xmlrpc.createClient>` gives "xmlrpc.createClient"), or "": a value the
// alias annotates is a client that function builds, as TypeScript types it
// (https://www.typescriptlang.org/docs/handbook/utility-types.html#returntypetype),
// so the library row of the factory applies (a constructor row's methods).
func aliasedResult(f *model.File, name string) string {
	if !f.Contains("ReturnType<") {
		return ""
	}
	for _, m := range model.Fact(f, aliasesKey, returnTypeAliases) {
		if m[0] != name {
			continue
		}
		fn := m[1]
		head, rest := fn, ""
		for i := 0; i < len(fn); i++ {
			if fn[i] == '.' {
				head, rest = fn[:i], fn[i:]
				break
			}
		}
		if imp, ok := f.Imports()[head]; ok {
			return imp + rest
		}
	}
	return ""
}

// aliasesKey caches returnTypeAliases per file.
var aliasesKey = model.NewFactKey[[][2]string]("jsfactory.returnTypeAliases")

// returnTypeAliases returns the alias name and function of each
// returnTypeAlias match of f, in order: read once per file, not once per
// name asked.
func returnTypeAliases(f *model.File) [][2]string {
	var out [][2]string
	for _, m := range returnTypeAlias.FindAllSubmatch(f.Src, -1) {
		out = append(out, [2]string{string(m[1]), string(m[2])})
	}
	return out
}
