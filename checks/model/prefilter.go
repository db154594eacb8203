package model

import "bytes"

// gramBits is the size of a file's trigram set in bits (64 Ki, 8 KiB).
const gramBits = 1 << 16

// gramSet records which lowercased byte trigrams occur in a file's source,
// hashed into gramBits bits. A word whose trigrams are not all in the set is
// not in the source; the converse needs a real search (hash collisions).
type gramSet [gramBits / 64]uint64

// gramHash maps three lowercased bytes to a bit of a gramSet.
func gramHash(a, b, c byte) uint32 {
	return gramHashOf(uint32(a) | uint32(b)<<8 | uint32(c)<<16)
}

// gramHashOf is gramHash of the trigram a | b<<8 | c<<16.
func gramHashOf(x uint32) uint32 { return x * 0x9E3779B1 >> 16 }

// lowerASCII returns c lowercased when it is an ASCII capital letter.
func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// lowerTable is lowerASCII as a table: a load instead of a branch that
// mispredicts on mixed-case text.
var lowerTable = func() (t [256]byte) {
	for i := range t {
		t[i] = lowerASCII(byte(i))
	}
	return t
}()

// grams returns the file's trigram set, built on first use by one pass over
// the source that also makes the lowercase copy ContainsFold searches (most
// files need both: every rule's word hint asks the set, and most files meet
// a case-insensitive hint that the set cannot reject).
func (f *File) grams() *gramSet {
	if f.gram != nil {
		return f.gram
	}
	buf := f.scratch()
	g := &buf.gram
	*g = gramSet{}
	src := f.Src
	if cap(buf.lower) < len(src) {
		buf.lower = make([]byte, len(src))
	}
	lower := buf.lower[:len(src)]
	if len(src) >= 3 {
		a, b := lowerTable[src[0]], lowerTable[src[1]]
		lower[0], lower[1] = a, b
		x := uint32(a) | uint32(b)<<8 // the last two bytes, then the trigram in bits 0-23
		for i := 2; i < len(src); i++ {
			c := lowerTable[src[i]]
			lower[i] = c
			x |= uint32(c) << 16
			h := gramHashOf(x)
			g[h>>6] |= 1 << (h & 63)
			x >>= 8
		}
	} else {
		for i, c := range src {
			lower[i] = lowerTable[c]
		}
	}
	f.gram, f.lower = g, lower
	return g
}

// mayContainFold reports false when word (any case) cannot occur in the
// source ignoring ASCII case: one of its trigrams is missing. Words shorter
// than three bytes always may.
func (f *File) mayContainFold(word string) bool {
	if len(word) < 3 {
		return true
	}
	g := f.grams()
	a, b := lowerASCII(word[0]), lowerASCII(word[1])
	for i := 2; i < len(word); i++ {
		c := lowerASCII(word[i])
		h := gramHash(a, b, c)
		if g[h>>6]&(1<<(h&63)) == 0 {
			return false
		}
		a, b = b, c
	}
	return true
}

// Contains reports whether the source contains word, case-sensitively: the
// rules' literal pre-filter. Most words are absent from most files, and the
// file's trigram set (one pass over the source, shared by every rule) rejects
// them without a search of the source; only words that may be present are
// searched for.
func (f *File) Contains(word string) bool {
	if !f.mayContainFold(word) {
		return false
	}
	has, ok := f.srcHas[word]
	if !ok {
		has = bytes.Contains(f.Src, []byte(word))
		if f.srcHas == nil {
			f.srcHas = map[string]bool{}
		}
		f.srcHas[word] = has
	}
	return has
}

// ContainsAny reports whether the source contains any of words,
// case-sensitively (see Contains).
func (f *File) ContainsAny(words ...string) bool {
	for _, w := range words {
		if f.Contains(w) {
			return true
		}
	}
	return false
}

// HasFoldAt reports whether s holds lit at byte offset i (0-based), ASCII
// letters of s compared case-insensitively; lit is lowercase ASCII. An i
// outside s, or a lit running past its end, gives false. Rules use it to
// test a word at a known position without lowercasing the whole text.
func HasFoldAt(s string, i int, lit string) bool {
	if i < 0 || i+len(lit) > len(s) {
		return false
	}
	for j := 0; j < len(lit); j++ {
		if lowerASCII(s[i+j]) != lit[j] {
			return false
		}
	}
	return true
}

// Hints are, per language, the words of which a file must contain one for a
// rule to find anything in it (JavaScript, TypeScript and TSX read the
// LangJavaScript entry): the rule's literal pre-filter, as Ruff's rules bail
// out on an import they need. A rule returns at once when HasHint is false,
// without walking the tree.
type Hints map[Language][]string

// HasHint reports whether the source contains, case-sensitively, one of the
// words h gives for the file's language (see Contains); a language without
// an entry has none.
func (f *File) HasHint(h Hints) bool {
	lang := f.Lang
	if lang.IsJS() {
		lang = LangJavaScript
	}
	return f.ContainsAny(h[lang]...)
}
