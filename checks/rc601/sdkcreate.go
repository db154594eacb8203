package rc601

import (
	"github.com/resilience-check/resilience-check/checks/facts/sdkcreate"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
)

// SDKCreate is the mutation name (idemCheck.mutation, Mutation) of a call
// that makes a client library create or send something: a method named
// with a creating verb (createRichMenu, pushMessage, events().insert,
// Payment.Refund, Builds.Rebuild) on a receiver that holds an API client.
// It stands for the SDKs nobody wrote a library row for, so it is a weaker
// signal than a POST or an INSERT: a tool is reported for it only when the
// tool's name says each call creates or sends (createToolName), the way a
// reviewer reads `create_refund` calling `client.Payment.Refund`.
const SDKCreate = xfacts.WeakMutation

// sdkCreate, sdkCreateMethod and searchIndexNoID are the calls of
// checks/facts/sdkcreate (Create, Method, IndexNoID); sdkCreateVerbs is
// its Verbs.
var (
	sdkCreate       = sdkcreate.Create
	sdkCreateMethod = sdkcreate.Method
	searchIndexNoID = sdkcreate.IndexNoID
	sdkCreateVerbs  = sdkcreate.Verbs
)

// identByte reports whether c can be part of an identifier.
func identByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
