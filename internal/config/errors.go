package config

import (
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// The YAML decoder's messages ("line 3: cannot unmarshal !!str `src/**`
// into []string", "line 2: field bogus not found in type config.Config")
// are rewritten to say which key is wrong and what it takes, in words.
var (
	unmarshalRE = regexp.MustCompile("^line (\\d+): cannot unmarshal !!(\\w+)(?: `(.*)`)? into (.+)$")
	unknownRE   = regexp.MustCompile(`^line (\d+): field (\S+) not found in type (\S+)$`)
	lineRE      = regexp.MustCompile(`^(?:yaml: )?line (\d+): (.*)$`)
)

// keyWords says in words what a key takes, where its Go type alone would say
// too little.
var keyWords = map[string]string{
	"enable":           "a list of rules (IDs such as RC101, names, prefixes such as RC1)",
	"extend-enable":    "a list of rules (IDs such as RC404, names, prefixes)",
	"disable":          "a list of rules (IDs such as RC302, names, prefixes)",
	"exclude":          "a list of globs such as [\"generated/**\"]",
	"severity":         "a mapping of rule IDs or names to low, medium or high, such as {RC101: high}",
	"per-file-ignores": "a mapping of globs to lists of rules, such as {\"scripts/**\": [RC201]}",
	"timeouts":         "a mapping of budgets such as {tool: 30s, db: 15s}",
	"max-file-bytes":   "a whole number of bytes",
}

// typeWords says in words what a Go type takes, for the keys keyWords does
// not name.
func typeWords(goType string) string {
	switch strings.TrimPrefix(goType, "*") {
	case "[]string":
		return "a list of strings"
	case "bool":
		return "true or false"
	case "int", "int64", "int32", "uint", "uint64":
		return "a whole number"
	case "float64":
		return "a number"
	case "string":
		return "a string"
	case "time.Duration":
		return "a duration such as 30s or 1m"
	case "map[string]string":
		return "a mapping of names to values"
	case "map[string][]string":
		return "a mapping of names to lists of strings"
	}
	if strings.HasPrefix(goType, "[]") {
		return "a list"
	}
	if strings.HasPrefix(goType, "map[") || strings.HasPrefix(goType, "config.") {
		return "a mapping"
	}
	return "a value of type " + goType
}

// gotWords says in words what the file holds: "the string \"src/**\"".
func gotWords(tag, value string) string {
	switch tag {
	case "str":
		return "the string " + strconv.Quote(value)
	case "int", "float":
		return "the number " + value
	case "bool":
		return value
	case "map":
		return "a mapping"
	case "seq":
		return "a list"
	case "null":
		return "nothing"
	}
	if value != "" {
		return strconv.Quote(value)
	}
	return "a " + tag
}

// describeTypeError rewrites one of yaml.TypeError's messages as
// "file:line: key: expected <words>, got <words>" or
// "file:line: unknown key "x"; the keys are ...".
func describeTypeError(name string, root *yaml.Node, msg string) string {
	if m := unmarshalRE.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		key := keyAt(root, line, m[3])
		want, ok := keyWords[key]
		if !ok {
			want = typeWords(m[4])
		}
		where := ""
		if key != "" {
			where = key + ": "
		}
		hint := ""
		if m[2] == "str" && strings.HasPrefix(m[4], "[]") && key != "" {
			hint = fmt.Sprintf(" (write %s: [%s])", key, strconv.Quote(m[3]))
		}
		return fmt.Sprintf("%s:%d: %sexpected %s, got %s%s", name, line, where, want, gotWords(m[2], m[3]), hint)
	}
	if m := unknownRE.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		in := ""
		keys := yamlKeys(reflect.TypeOf(Config{}))
		if m[3] == "config.Timeouts" {
			in, keys = " in timeouts", yamlKeys(reflect.TypeOf(Timeouts{}))
		}
		return fmt.Sprintf("%s:%d: unknown key %q%s; the keys are %s", name, line, m[2], in, strings.Join(keys, ", "))
	}
	if m := lineRE.FindStringSubmatch(msg); m != nil {
		return fmt.Sprintf("%s:%s: %s", name, m[1], m[2])
	}
	return name + ": " + msg
}

// syntaxError names the file and line of a YAML syntax error.
func syntaxError(name string, err error) error {
	msg := err.Error()
	if m := lineRE.FindStringSubmatch(msg); m != nil {
		return fmt.Errorf("%s:%s: not valid YAML: %s", name, m[1], m[2])
	}
	return fmt.Errorf("%s: not valid YAML: %s", name, strings.TrimPrefix(msg, "yaml: "))
}

// yamlKeys lists the yaml keys of a struct type, in field order.
func yamlKeys(t reflect.Type) []string {
	var keys []string
	for i := 0; i < t.NumField(); i++ {
		tag, _, _ := strings.Cut(t.Field(i).Tag.Get("yaml"), ",")
		if tag != "" && tag != "-" {
			keys = append(keys, tag)
		}
	}
	return keys
}

// keyAt returns the dotted key path ("timeouts.tool", "exclude") whose value
// holds the node on line with the given scalar value (any node on that line
// when value is ""), or "" when none does.
func keyAt(root *yaml.Node, line int, value string) string {
	var found string
	var walk func(n *yaml.Node, path string) bool
	walk = func(n *yaml.Node, path string) bool {
		if n.Line == line && path != "" && (value == "" || n.Value == value) && n.Kind != yaml.DocumentNode {
			found = path
			return true
		}
		switch n.Kind {
		case yaml.DocumentNode, yaml.SequenceNode:
			for _, c := range n.Content {
				if walk(c, path) {
					return true
				}
			}
		case yaml.MappingNode:
			for i := 0; i+1 < len(n.Content); i += 2 {
				p := n.Content[i].Value
				if path != "" {
					p = path + "." + p
				}
				if walk(n.Content[i+1], p) {
					return true
				}
			}
		}
		return false
	}
	walk(root, "")
	return found
}
