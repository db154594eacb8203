// Package freshkey blanks, from a tool handler's text, an idempotency key
// the handler makes up afresh on every call: `idempotencyKey :=
// fmt.Sprintf("mcp-%d-%s", time.Now().UnixNano(), name)` then
// `IdempotencyKey: idempotencyKey` (incidentio-mcp-golang's create_incident),
// or `clientToken=str(uuid.uuid4())` handed straight to the SDK. Such a key
// is new on each call of the tool, so a retried tool call sends a second
// key and the service makes a second resource: the key guards only the
// SDK's own resends within one call. The IETF draft on the
// Idempotency-Key header (draft-ietf-httpapi-idempotency-key-header,
// section 2: "the same idempotency key ... for the retried request") asks
// the client to send the same key on a retry; Stripe's API reference
// (https://docs.stripe.com/api/idempotent_requests) likewise. RC601
// counts a key only when a retry of the tool can repeat it.
//
// The reading is by lines and conservative: it blanks only when every line
// of the text that names a key (isKey) assigns or passes a made-up value
// (a random or time-based uuid, a clock reading, a random number: freshRE)
// with no fallback to a given one (`client_token or str(uuid.uuid4())`,
// `key ?? randomUUID()` keep the key: the caller may give one), or passes a
// variable that such a line assigned. Any other line naming a key (a
// parameter, a header built from an argument) leaves the text as it is.
package freshkey

import (
	"regexp"
	"strings"
)

// freshRE matches a value made up per call: a random (v4) or time-based
// (v1) uuid, a ULID or nanoid, a clock reading, a random number. Name-based
// uuids (uuid3, uuid5, uuid.NewSHA1, v5) are not fresh: the same name gives
// the same key.
var freshRE = regexp.MustCompile(`(?i)\buuid\.?(?:uuid)?[14]\b|uuid4\(|uuid1\(|randomUUID\(|uuidv4\(|\bv4\(\)|uuid\.New(?:String|Random)?\(|\bulid\(|nanoid\(|time\.Now\(|Date\.now\(|new Date\(\)|time\.time\(|time_ns\(|datetime\.(?:datetime\.)?(?:now|utcnow)\(|\bsecrets\.|\brandom\.|Math\.random\(|rand\.`)

// fallbackRE matches a fallback to another value (`a or b`, `a || b`,
// `a ?? b`): the caller may give the key.
var fallbackRE = regexp.MustCompile(`\bor\b|\|\||\?\?`)

// assignRE splits a line into the name it assigns or passes (a variable,
// a keyword argument, an object or struct field, a quoted dict key) and the
// value after `:=`, `=` or `:`.
var assignRE = regexp.MustCompile(`^\s*(?:(?:const|let|var)\s+)?["']?([A-Za-z_][\w]*)["']?\s*(?::=|=|:)\s*(.+?)\s*[,;]?\s*$`)

// identRE matches a bare identifier value.
var identRE = regexp.MustCompile(`^[A-Za-z_]\w*$`)

// pairRE matches a quoted key handed on with its value in a call or a
// literal (`headers={"Idempotency-Key": key}`, `Header.Set("Idempotency-Key", key)`),
// the value an identifier or a call.
var pairRE = regexp.MustCompile(`["'][\w-]+["']\s*[:,]\s*([A-Za-z_][\w.]*(?:\([^()]*(?:\([^()]*\))?[^()]*\))?)`)

// Blank returns text (same length, byte for byte) with the lines blanked
// that name a key (isKey) made up afresh per call, when every line naming a
// key is such a line; otherwise text as it is.
func Blank(text string, isKey func(string) bool) string {
	if !isKey(text) {
		return text
	}
	lines := strings.SplitAfter(text, "\n")
	fresh := map[string]bool{} // variables assigned a made-up value
	isFresh := func(v string) bool {
		v = strings.TrimSpace(v)
		return fresh[strings.TrimSuffix(v, ")")] || fresh[v] || freshRE.MatchString(v) && !fallbackRE.MatchString(v)
	}
	for _, l := range lines {
		if m := assignRE.FindStringSubmatch(strings.TrimRight(l, "\r\n")); m != nil && freshRE.MatchString(m[2]) && !fallbackRE.MatchString(m[2]) {
			fresh[m[1]] = true
		}
	}
	var blank []int
	for i, l := range lines {
		if !isKey(l) {
			continue
		}
		if m := assignRE.FindStringSubmatch(strings.TrimRight(l, "\r\n")); m != nil && isKey(m[1]) && !isKey(m[2]) || m != nil && isKey(m[1]) && fresh[m[2]] {
			if !isFresh(m[2]) {
				return text // a key from elsewhere: a parameter, an argument
			}
			blank = append(blank, i)
			continue
		}
		rest := pairRE.ReplaceAllStringFunc(l, func(p string) string {
			sm := pairRE.FindStringSubmatch(p)
			if isKey(p[:len(p)-len(sm[1])]) && isFresh(sm[1]) {
				return ""
			}
			return p
		})
		if isKey(rest) {
			return text // a key named another way
		}
		blank = append(blank, i)
	}
	if len(blank) == 0 {
		return text
	}
	for _, i := range blank {
		b := []byte(lines[i])
		for j := range b {
			if b[j] != '\n' && b[j] != '\r' {
				b[j] = ' '
			}
		}
		lines[i] = string(b)
	}
	return strings.Join(lines, "")
}
