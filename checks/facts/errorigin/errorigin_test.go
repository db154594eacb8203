package errorigin

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestErrorOrigins: where an error comes from, by language.
func TestErrorOrigins(t *testing.T) {
	for _, tc := range []struct {
		path, src, use string // use: the text of the identifier to classify (its last occurrence)
		want           ErrorOrigin
	}{
		{"a.py", "import requests\ntry:\n    requests.get(u, timeout=5)\nexcept Exception as e:\n    print(e)\n", "e", OriginNetwork},
		{"a.py", "import json\ntry:\n    json.dumps(x)\nexcept Exception as e:\n    print(e)\n", "e", OriginLocal},
		{"a.py", "try:\n    sdk.call()\nexcept Exception as e:\n    print(e)\n", "e", OriginUnknown},
		{"a.py", "def load(p):\n    return open(p).read()\n\ntry:\n    load(x)\nexcept OSError as e:\n    print(e)\n", "e", OriginFilesystem},
		{"a.ts", "import pg from 'pg';\nconst db = new pg.Pool();\nasync function f() {\n  try { await db.query('x'); } catch (err) { log(err); }\n}\n", "err", OriginDatabase},
		{"a.js", "const { execFile } = require('child_process');\nrun().catch((e) => log(e));\nfunction run() { return execFile('x'); }\n", "e", OriginSubprocess},
		{"a.go", "package p\n\nimport \"net/http\"\n\nfunc f() error {\n\t_, err := http.Get(u)\n\treturn err\n}\n", "err", OriginNetwork},
		{"a.go", "package p\n\nimport (\n\t\"fmt\"\n\t\"os\"\n)\n\nfunc f() error {\n\t_, err := os.ReadFile(p)\n\terr = fmt.Errorf(\"read: %w\", err)\n\treturn err\n}\n", "err", OriginFilesystem},
		{"a.go", "package p\n\nimport \"encoding/json\"\n\nfunc f() error {\n\t_, err := json.Marshal(v)\n\treturn err\n}\n", "err", OriginLocal},
		// an earlier clause or an early-returning type guard took the network errors
		{"a.py", "import aiohttp\ntry:\n    aiohttp.request('GET', u)\nexcept aiohttp.ClientError as e:\n    pass\nexcept Exception as e:\n    print(e)\n", "e", OriginLocal},
		{"a.py", "import aiohttp\ntry:\n    aiohttp.request('GET', u)\nexcept aiohttp.ClientResponseError as e:\n    pass\nexcept Exception as e:\n    print(e)\n", "e", OriginNetwork},
		// a clause for bad values only: validation and parsing, not the dependency
		{"a.py", "import json\ntry:\n    data = json.load(open(p))\nexcept json.JSONDecodeError as e:\n    print(e)\n", "e", OriginLocal},
		{"a.py", "from json import JSONDecodeError\nimport pydantic\ntry:\n    open(p)\nexcept (pydantic.ValidationError, JSONDecodeError) as e:\n    print(e)\n", "e", OriginLocal},
		{"a.py", "try:\n    open(p)\nexcept ValueError as e:\n    print(e)\n", "e", OriginFilesystem},
		{"a.py", "try:\n    open(p)\nexcept (ValueError, OSError) as e:\n    print(e)\n", "e", OriginFilesystem},
		{"a.ts", "import axios from 'axios';\nasync function f() {\n  try { await axios.get(u); } catch (err) {\n    if (axios.isAxiosError(err)) { return 1; }\n    log(err);\n  }\n}\n", "err", OriginLocal},
		{"a.ts", "import axios from 'axios';\nasync function f() {\n  try { await axios.get(u); } catch (err) {\n    if (axios.isAxiosError(err)) { note(); }\n    log(err);\n  }\n}\n", "err", OriginNetwork},
		// a package doing only local computation (noio.yml, errors: local): the caller's values
		{"a.ts", "import { midpoint as turfMidpoint, point } from '@turf/turf';\nfunction f(a, b) {\n  try { return turfMidpoint(point(a), point(b)); } catch (err) { log(err); }\n}\n", "err", OriginLocal},
		{"a.ts", "import * as turf from '@turf/turf';\nfunction f(a, b) {\n  try { return turf.distance(a, b); } catch (err) { log(err); }\n}\n", "err", OriginLocal},
	} {
		lang, _ := model.DetectLanguage(tc.path)
		f := modeltest.Parse(t, tc.path, lang, []byte(tc.src))
		var use *model.Node
		model.Walk(f.Root, func(n *model.Node) bool {
			if n.Sym() == model.SymIdentifier && f.Text(n) == tc.use {
				use = n
			}
			return true
		})
		if got := ErrorOriginOf(f, use); got != tc.want {
			t.Errorf("%s %q: origin %v, want %v", tc.path, tc.src, got, tc.want)
		}
	}
}
