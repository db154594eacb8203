package annotate

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/finding"
)

// unmodelledReport is a report whose files call twelve packages without a
// library model, with the no-blocking item passing on the modelled calls.
func unmodelledReport() *Report {
	var uses []finding.PackageUse
	var names []string
	for i := 0; i < 12; i++ {
		uses = append(uses, finding.PackageUse{Package: fmt.Sprintf("pkg%02d", i), Calls: 20 - i})
		names = append(names, fmt.Sprintf("pkg%02d", i))
	}
	item := finding.Checklist()[8] // no blocking calls in async handlers
	return &Report{
		FilterMode: "nofilter",
		Files:      []finding.ScannedFile{{Path: "a.py", Lang: finding.LangPython, Unmodelled: uses}},
		Checklist:  []finding.ChecklistStatus{{Item: item, State: finding.StatePassModelled, Rules: []string{"RC201"}, Unmodelled: names}},
	}
}

// TestMarkdownUnmodelled: the checklist row is not a plain pass and says how
// many packages are not modelled; scan details name ten, then "+N more".
func TestMarkdownUnmodelled(t *testing.T) {
	md := Markdown(unmodelledReport())
	if !strings.Contains(md, "| ✅ pass on modelled calls · 12 packages not modelled |") {
		t.Errorf("no pass-on-modelled-calls status:\n%s", md)
	}
	if !strings.Contains(md, "- not modelled (calls through them are not judged by RC101–RC104, RC201, RC402, RC601): pkg00, pkg01, pkg02, pkg03, pkg04, pkg05, pkg06, pkg07, pkg08, pkg09 +2 more\n") {
		t.Errorf("scan details do not name the packages:\n%s", md)
	}
	plain := Markdown(&Report{FilterMode: "nofilter", Files: []finding.ScannedFile{{Path: "a.py", Lang: finding.LangPython}},
		Checklist: []finding.ChecklistStatus{{Item: finding.Checklist()[8], State: finding.StatePass, Rules: []string{"RC201"}}}})
	if strings.Contains(plain, "not modelled") || !strings.Contains(plain, "| ✅ pass |") {
		t.Errorf("a scan without unmodelled packages is a plain pass:\n%s", plain)
	}
}

// TestJSONAndSARIFUnmodelled: JSON carries the packages with files and
// call sites, and the checklist entry its names; SARIF a run property, and
// the run is not marked incomplete.
func TestJSONAndSARIFUnmodelled(t *testing.T) {
	r := unmodelledReport()
	var b bytes.Buffer
	if err := WriteJSON(&b, r); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Unmodelled []finding.Unmodelled `json:"unmodelled"`
		Checklist  []ChecklistEntry     `json:"checklist"`
	}
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Unmodelled) != 12 || doc.Unmodelled[0].Package != "pkg00" || doc.Unmodelled[0].Calls != 20 || doc.Unmodelled[0].Files[0] != "a.py" {
		t.Errorf("json unmodelled = %+v", doc.Unmodelled)
	}
	if e := doc.Checklist[0]; e.State != finding.StatePassModelled || len(e.Unmodelled) != 12 {
		t.Errorf("json checklist entry = %+v", e)
	}
	b.Reset()
	if err := WriteSARIF(&b, r); err != nil {
		t.Fatal(err)
	}
	s := b.String()
	if !strings.Contains(s, `"unmodelledPackages"`) || strings.Contains(s, `"incomplete"`) {
		t.Errorf("sarif run properties:\n%s", s)
	}
}
