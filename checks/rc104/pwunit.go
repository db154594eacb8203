package rc104

import (
	"strings"
	"time"

	"github.com/resilience-check/resilience-check/checks/model"
)

// This file reads the unit of a Python `timeout=` keyword: seconds (the
// requests/httpx/subprocess convention), except on a call of Playwright's
// Python API, whose every `timeout` is "Maximum time in milliseconds"
// (https://playwright.dev/python/docs/api/class-page#page-goto, and so for
// each method of Page, Frame, Locator, ElementHandle, BrowserType and the
// assertions: https://playwright.dev/python/docs/api/class-locatorassertions).
// Patchright (https://github.com/Kaliiiiiiiiii-Vinyzu/patchright-python) is a
// drop-in fork with the same API. Read in seconds, `page.wait_for_selector(sel,
// timeout=10000)` (10 s) was a wait of 10,000 s over every budget
// (stickerdaniel/linkedin-mcp-server's extractor).

// pwModules are the import paths of Playwright's Python API and its forks.
var pwModules = []string{"playwright", "patchright"}

// pwMethods are the methods of Playwright's Python API that take a
// `timeout` in milliseconds (Page, Frame, Locator, ElementHandle, BrowserType,
// Browser, the expect_* context managers and the locator assertions).
var pwMethods = map[string]bool{
	"goto": true, "reload": true, "go_back": true, "go_forward": true, "set_content": true,
	"wait_for_selector": true, "wait_for_function": true, "wait_for_load_state": true, "wait_for_url": true,
	"wait_for_event": true, "wait_for": true, "wait_for_element_state": true,
	"click": true, "dblclick": true, "fill": true, "type": true, "press": true, "press_sequentially": true,
	"check": true, "uncheck": true, "set_checked": true, "hover": true, "tap": true, "focus": true, "clear": true,
	"select_option": true, "select_text": true, "set_input_files": true, "drag_to": true, "drag_and_drop": true,
	"dispatch_event": true, "scroll_into_view_if_needed": true, "screenshot": true,
	"inner_text": true, "inner_html": true, "text_content": true, "input_value": true, "get_attribute": true,
	"is_checked": true, "is_disabled": true, "is_visible": true, "is_hidden": true, "is_editable": true, "is_enabled": true,
	"launch": true, "launch_persistent_context": true, "connect": true, "connect_over_cdp": true,
	"expect_navigation": true, "expect_response": true, "expect_request": true, "expect_popup": true,
	"expect_download": true, "expect_event": true, "expect_file_chooser": true, "expect_console_message": true,
	"to_be_visible": true, "to_be_hidden": true, "to_be_attached": true, "to_be_enabled": true, "to_have_text": true,
	"to_contain_text": true, "to_have_url": true, "to_have_title": true, "to_have_count": true, "to_have_value": true,
}

// pwMillis reports whether keyword argument kw (`timeout=...`) is passed,
// in a file that imports Playwright or a fork of it, to a method of
// Playwright's Python API (a call of an attribute named in pwMethods), or
// to a function of the file that hands its parameter of that name on to
// one (`self._dialog_is_open(timeout=5000)` with `await
// locator.wait_for(state="visible", timeout=timeout)` in its body).
func pwMillis(f *model.File, kw *model.Node) bool {
	if f.Lang != model.LangPython || kw == nil || kw.Parent() == nil || !pwImported(f) {
		return false
	}
	if pwCall(f, kw) {
		return true
	}
	call := kw.Parent().Parent()
	name := kw.ChildByFieldName("name")
	if call == nil || call.Sym() != model.SymCall || name == nil || model.Callee(call) == nil {
		return false
	}
	fn := f.LocalFunc(model.Callee(call))
	if fn == nil {
		return false
	}
	passed := false
	model.Walk(fn, func(m *model.Node) bool {
		if !passed && m.Sym() == model.SymKeywordArgument && f.Text(m.ChildByFieldName("name")) == "timeout" &&
			f.Text(model.Unwrap(m.ChildByFieldName("value"))) == f.Text(name) && pwCall(f, m) {
			passed = true
		}
		return !passed
	})
	return passed
}

// pwCall reports whether keyword argument kw is passed to a call of an
// attribute named in pwMethods.
func pwCall(f *model.File, kw *model.Node) bool {
	call := kw.Parent().Parent()
	if call == nil || call.Sym() != model.SymCall {
		return false
	}
	callee := model.Callee(call)
	if callee == nil || callee.Sym() != model.SymAttribute {
		return false
	}
	if obj := model.Unwrap(callee.ChildByFieldName("object")); obj != nil && obj.Sym() == model.SymIdentifier {
		if path, ok := f.Imports()[f.Text(obj)]; ok && !pwPath(path) {
			return false // asyncio.wait_for: a module's function, not Locator.wait_for
		}
	}
	a := callee.ChildByFieldName("attribute")
	return a != nil && pwMethods[f.Text(a)]
}

// pwImported reports whether file f imports Playwright or a fork of it.
func pwImported(f *model.File) bool {
	for _, path := range f.Imports() {
		if pwPath(path) {
			return true
		}
	}
	return false
}

// pwPath reports whether import path path is Playwright's or a fork's.
func pwPath(path string) bool {
	for _, m := range pwModules {
		if path == m || strings.HasPrefix(path, m+".") {
			return true
		}
	}
	return false
}

// pyUnit returns the reader and the unit of Python `timeout=` keyword kw:
// milliseconds on a Playwright call (pwMillis) or when the value is a name
// that states milliseconds (`timeout=NAVIGATION_TIMEOUT_MS`,
// `self.wait_ms`: nameUnit, as for an imported constant), else seconds.
func pyUnit(f *model.File, kw *model.Node, seconds, millis unitReader) (unitReader, time.Duration) {
	if pwMillis(f, kw) {
		return millis, time.Millisecond
	}
	if v := model.Unwrap(kw.ChildByFieldName("value")); v != nil && (v.Sym() == model.SymIdentifier || v.Sym() == model.SymAttribute) {
		name := f.Text(v)
		if u, ok := nameUnit(name[strings.LastIndexByte(name, '.')+1:]); ok && u == time.Millisecond {
			return millis, time.Millisecond
		}
	}
	return seconds, time.Second
}
