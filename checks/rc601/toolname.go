package rc601

import "github.com/resilience-check/resilience-check/checks/facts/toolname"

// The tool-name vocabulary lives in package toolname; these are its
// readers under the names the rule's code uses.
var (
	nameWordsLower = toolname.Words
	createToolName = toolname.CreateToolName
	namedCreate    = toolname.NamedCreate
	namedByCaller  = toolname.NamedByCaller
	runVerbName    = toolname.RunVerbName
	namedObject    = toolname.NamedObject
)

// createVerbs and objectCuts are toolname's sets of create verbs and of
// words that end a tool name's object.
var (
	createVerbs = toolname.CreateVerbs
	objectCuts  = toolname.ObjectCuts
)
