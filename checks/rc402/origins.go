package rc402

import "github.com/resilience-check/resilience-check/checks/facts/errorigin"

// ErrorOrigin says where an error value comes from, as far as the file
// shows (package checks/facts/errorigin, which classifies calls by the
// library rows of libmodels/data).
type ErrorOrigin = errorigin.ErrorOrigin

// The error origins of package errorigin, in increasing order of what their
// text can reveal.
const (
	OriginUnknown    = errorigin.OriginUnknown
	OriginLocal      = errorigin.OriginLocal
	OriginSDK        = errorigin.OriginSDK
	OriginWrapped    = errorigin.OriginWrapped
	OriginNetwork    = errorigin.OriginNetwork
	OriginFilesystem = errorigin.OriginFilesystem
	OriginDatabase   = errorigin.OriginDatabase
	OriginSubprocess = errorigin.OriginSubprocess
	OriginStack      = errorigin.OriginStack
)

// CallOrigin is errorigin.CallOrigin: the origin of a call's errors.
var CallOrigin = errorigin.CallOrigin

// ErrorOriginOf is errorigin.ErrorOriginOf: the origin of an error variable.
var ErrorOriginOf = errorigin.ErrorOriginOf
