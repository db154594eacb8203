package model

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/resilience-check/resilience-check/checks/syntax"
)

// The syntax layer (checks/syntax) under the names the rules and the model
// have always used: a rule reads model.Node, model.Walk and model.SymCall,
// which are the syntax package's, not copies.

// Node is syntax.Node: one syntax node in Go memory.
type Node = syntax.Node

// Tree is syntax.Tree: a file's syntax tree in document order.
type Tree = syntax.Tree

// Kind is syntax.Kind: a node type as the grammar's symbol number.
type Kind = syntax.Kind

// Sym is syntax.Sym: a node type as a small integer, the same in every language.
type Sym = syntax.Sym

// SymBitset is syntax.SymBitset: a set of Sym constants as a bitmap.
type SymBitset = syntax.SymBitset

// ErrTimeLimit is syntax.ErrTimeLimit, the panic value of a walk past the
// file's deadline (Tree.SetDeadline).
var ErrTimeLimit = syntax.ErrTimeLimit

// ErrStepLimit is syntax.ErrStepLimit, the panic value of a walk past the
// tree's step limit (Tree.SetStepLimit).
var ErrStepLimit = syntax.ErrStepLimit

// Walk is syntax.Walk: n and its descendants in document order.
func Walk(n *Node, fn func(*Node) bool) { syntax.Walk(n, fn) }

// Ancestor is syntax.Ancestor: the nearest proper ancestor of n whose Sym is one of syms.
func Ancestor(n *Node, syms ...Sym) *Node { return syntax.Ancestor(n, syms...) }

// SymOf is syntax.SymOf: the Sym of node-type name typ.
func SymOf(typ string) Sym { return syntax.SymOf(typ) }

// KindOf is syntax.KindOf: the Kind of node type typ in lang.
func KindOf(lang Language, typ string) (Kind, bool) { return syntax.KindOf(lang, typ) }

// BuildTree is syntax.BuildTree: the tree under root copied into Go memory.
func BuildTree(lang Language, root *sitter.Node) *Tree { return syntax.BuildTree(lang, root) }

// NewSymBitset is syntax.NewSymBitset: the set of syms.
func NewSymBitset(syms ...Sym) *SymBitset { return syntax.NewSymBitset(syms...) }

// ScopesHaveSyms is syntax.ScopesHaveSyms.
func ScopesHaveSyms(lang Language) bool { return syntax.ScopesHaveSyms(lang) }

// WalkSyms is Tree.WalkSyms on f's tree: n and its descendants whose Sym is
// in set, in document order.
func (f *File) WalkSyms(n *Node, set *SymBitset, fn func(*Node) bool) { f.Tree.WalkSyms(n, set, fn) }

// NodesOf calls fn, in document order, for the file's nodes whose Sym is in
// set, from the file's one index of nodes by Sym (Tree.NodesOf); false from
// fn skips the node's subtree. No rule or fact walks the tree from its root.
func (f *File) NodesOf(set *SymBitset, fn func(*Node) bool) { f.Tree.NodesOf(f.Root, set, fn) }

// NodesIn is NodesOf within n's subtree (n included): WalkSyms(n, set, fn).
func (f *File) NodesIn(n *Node, set *SymBitset, fn func(*Node) bool) { f.Tree.NodesOf(n, set, fn) }

// The Sym constants the model and the rules compare (syntax's, see
// syntax/syms_gen.go); a rule that needs another one names it here or reads
// it from package syntax.
const (
	SymOther                              = syntax.SymOther
	SymAmp                                = syntax.SymAmp
	SymComma                              = syntax.SymComma
	SymAbstractClassDeclaration           = syntax.SymAbstractClassDeclaration
	SymAccessibilityModifier              = syntax.SymAccessibilityModifier
	SymAliasedImport                      = syntax.SymAliasedImport
	SymArgumentList                       = syntax.SymArgumentList
	SymArguments                          = syntax.SymArguments
	SymArray                              = syntax.SymArray
	SymArrowFunction                      = syntax.SymArrowFunction
	SymAsExpression                       = syntax.SymAsExpression
	SymAsPattern                          = syntax.SymAsPattern
	SymAssignment                         = syntax.SymAssignment
	SymAssignmentExpression               = syntax.SymAssignmentExpression
	SymAssignmentPattern                  = syntax.SymAssignmentPattern
	SymAssignmentStatement                = syntax.SymAssignmentStatement
	SymAsync                              = syntax.SymAsync
	SymAttribute                          = syntax.SymAttribute
	SymAugmentedAssignment                = syntax.SymAugmentedAssignment
	SymAugmentedAssignmentExpression      = syntax.SymAugmentedAssignmentExpression
	SymAwait                              = syntax.SymAwait
	SymAwaitExpression                    = syntax.SymAwaitExpression
	SymBinaryExpression                   = syntax.SymBinaryExpression
	SymBinaryOperator                     = syntax.SymBinaryOperator
	SymBlock                              = syntax.SymBlock
	SymBooleanOperator                    = syntax.SymBooleanOperator
	SymBreakStatement                     = syntax.SymBreakStatement
	SymCall                               = syntax.SymCall
	SymCallExpression                     = syntax.SymCallExpression
	SymCaseClause                         = syntax.SymCaseClause
	SymCatchClause                        = syntax.SymCatchClause
	SymClass                              = syntax.SymClass
	SymClassDeclaration                   = syntax.SymClassDeclaration
	SymClassDefinition                    = syntax.SymClassDefinition
	SymClassHeritage                      = syntax.SymClassHeritage
	SymComment                            = syntax.SymComment
	SymCommunicationCase                  = syntax.SymCommunicationCase
	SymComparisonOperator                 = syntax.SymComparisonOperator
	SymCompositeLiteral                   = syntax.SymCompositeLiteral
	SymConcatenatedString                 = syntax.SymConcatenatedString
	SymConditionalExpression              = syntax.SymConditionalExpression
	SymConstDeclaration                   = syntax.SymConstDeclaration
	SymConstSpec                          = syntax.SymConstSpec
	SymContinueStatement                  = syntax.SymContinueStatement
	SymDecStatement                       = syntax.SymDecStatement
	SymDecoratedDefinition                = syntax.SymDecoratedDefinition
	SymDecorator                          = syntax.SymDecorator
	SymDefaultCase                        = syntax.SymDefaultCase
	SymDefaultParameter                   = syntax.SymDefaultParameter
	SymDictionary                         = syntax.SymDictionary
	SymDictionarySplat                    = syntax.SymDictionarySplat
	SymDictionarySplatPattern             = syntax.SymDictionarySplatPattern
	SymDoStatement                        = syntax.SymDoStatement
	SymDottedName                         = syntax.SymDottedName
	SymElifClause                         = syntax.SymElifClause
	SymEmptyStatement                     = syntax.SymEmptyStatement
	SymExceptClause                       = syntax.SymExceptClause
	SymExceptGroupClause                  = syntax.SymExceptGroupClause
	SymExpressionCase                     = syntax.SymExpressionCase
	SymExpressionList                     = syntax.SymExpressionList
	SymExpressionStatement                = syntax.SymExpressionStatement
	SymFalse                              = syntax.SymFalse
	SymFieldDeclaration                   = syntax.SymFieldDeclaration
	SymFieldDefinition                    = syntax.SymFieldDefinition
	SymFieldIdentifier                    = syntax.SymFieldIdentifier
	SymFinallyClause                      = syntax.SymFinallyClause
	SymFloat                              = syntax.SymFloat
	SymFloatLiteral                       = syntax.SymFloatLiteral
	SymForClause                          = syntax.SymForClause
	SymForInClause                        = syntax.SymForInClause
	SymForStatement                       = syntax.SymForStatement
	SymFuncLiteral                        = syntax.SymFuncLiteral
	SymFunction                           = syntax.SymFunction
	SymFunctionDeclaration                = syntax.SymFunctionDeclaration
	SymFunctionDefinition                 = syntax.SymFunctionDefinition
	SymFunctionExpression                 = syntax.SymFunctionExpression
	SymFunctionType                       = syntax.SymFunctionType
	SymFutureImportStatement              = syntax.SymFutureImportStatement
	SymGeneratorFunctionDeclaration       = syntax.SymGeneratorFunctionDeclaration
	SymGenericType                        = syntax.SymGenericType
	SymGoStatement                        = syntax.SymGoStatement
	SymGotoStatement                      = syntax.SymGotoStatement
	SymIdentifier                         = syntax.SymIdentifier
	SymIfStatement                        = syntax.SymIfStatement
	SymImport                             = syntax.SymImport
	SymImportClause                       = syntax.SymImportClause
	SymImportDeclaration                  = syntax.SymImportDeclaration
	SymImportFromStatement                = syntax.SymImportFromStatement
	SymImportSpec                         = syntax.SymImportSpec
	SymImportSpecList                     = syntax.SymImportSpecList
	SymImportSpecifier                    = syntax.SymImportSpecifier
	SymImportStatement                    = syntax.SymImportStatement
	SymIncStatement                       = syntax.SymIncStatement
	SymIndexExpression                    = syntax.SymIndexExpression
	SymIntLiteral                         = syntax.SymIntLiteral
	SymInteger                            = syntax.SymInteger
	SymInterpolation                      = syntax.SymInterpolation
	SymInterpretedStringLiteral           = syntax.SymInterpretedStringLiteral
	SymKeyedElement                       = syntax.SymKeyedElement
	SymKeywordArgument                    = syntax.SymKeywordArgument
	SymLambda                             = syntax.SymLambda
	SymLexicalDeclaration                 = syntax.SymLexicalDeclaration
	SymList                               = syntax.SymList
	SymListSplat                          = syntax.SymListSplat
	SymListSplatPattern                   = syntax.SymListSplatPattern
	SymLiteralElement                     = syntax.SymLiteralElement
	SymLiteralValue                       = syntax.SymLiteralValue
	SymMemberExpression                   = syntax.SymMemberExpression
	SymMethodDeclaration                  = syntax.SymMethodDeclaration
	SymMethodDefinition                   = syntax.SymMethodDefinition
	SymNamedExpression                    = syntax.SymNamedExpression
	SymNamedImports                       = syntax.SymNamedImports
	SymNamespaceImport                    = syntax.SymNamespaceImport
	SymNewExpression                      = syntax.SymNewExpression
	SymNil                                = syntax.SymNil
	SymNonNullExpression                  = syntax.SymNonNullExpression
	SymNone                               = syntax.SymNone
	SymNotOperator                        = syntax.SymNotOperator
	SymNull                               = syntax.SymNull
	SymNumber                             = syntax.SymNumber
	SymObject                             = syntax.SymObject
	SymObjectPattern                      = syntax.SymObjectPattern
	SymOptionalParameter                  = syntax.SymOptionalParameter
	SymPackageClause                      = syntax.SymPackageClause
	SymPackageIdentifier                  = syntax.SymPackageIdentifier
	SymPair                               = syntax.SymPair
	SymPairPattern                        = syntax.SymPairPattern
	SymParameterDeclaration               = syntax.SymParameterDeclaration
	SymParameterList                      = syntax.SymParameterList
	SymParenthesizedExpression            = syntax.SymParenthesizedExpression
	SymPassStatement                      = syntax.SymPassStatement
	SymPatternList                        = syntax.SymPatternList
	SymPointerType                        = syntax.SymPointerType
	SymPropertyIdentifier                 = syntax.SymPropertyIdentifier
	SymPublicFieldDefinition              = syntax.SymPublicFieldDefinition
	SymQualifiedType                      = syntax.SymQualifiedType
	SymRaiseStatement                     = syntax.SymRaiseStatement
	SymRangeClause                        = syntax.SymRangeClause
	SymRawStringLiteral                   = syntax.SymRawStringLiteral
	SymRelativeImport                     = syntax.SymRelativeImport
	SymRequiredParameter                  = syntax.SymRequiredParameter
	SymReturnStatement                    = syntax.SymReturnStatement
	SymSatisfiesExpression                = syntax.SymSatisfiesExpression
	SymSelectorExpression                 = syntax.SymSelectorExpression
	SymSelf                               = syntax.SymSelf
	SymSequenceExpression                 = syntax.SymSequenceExpression
	SymSet                                = syntax.SymSet
	SymShortVarDeclaration                = syntax.SymShortVarDeclaration
	SymShorthandPropertyIdentifier        = syntax.SymShorthandPropertyIdentifier
	SymShorthandPropertyIdentifierPattern = syntax.SymShorthandPropertyIdentifierPattern
	SymSourceFile                         = syntax.SymSourceFile
	SymSpreadElement                      = syntax.SymSpreadElement
	SymStatementBlock                     = syntax.SymStatementBlock
	SymString                             = syntax.SymString
	SymStringFragment                     = syntax.SymStringFragment
	SymStringStart                        = syntax.SymStringStart
	SymSubscript                          = syntax.SymSubscript
	SymSubscriptExpression                = syntax.SymSubscriptExpression
	SymSwitchCase                         = syntax.SymSwitchCase
	SymSwitchDefault                      = syntax.SymSwitchDefault
	SymTemplateString                     = syntax.SymTemplateString
	SymTemplateSubstitution               = syntax.SymTemplateSubstitution
	SymTernaryExpression                  = syntax.SymTernaryExpression
	SymThis                               = syntax.SymThis
	SymThrowStatement                     = syntax.SymThrowStatement
	SymTrue                               = syntax.SymTrue
	SymTryStatement                       = syntax.SymTryStatement
	SymTuple                              = syntax.SymTuple
	SymTypeAssertion                      = syntax.SymTypeAssertion
	SymTypeCase                           = syntax.SymTypeCase
	SymTypeConversionExpression           = syntax.SymTypeConversionExpression
	SymTypeDeclaration                    = syntax.SymTypeDeclaration
	SymTypeIdentifier                     = syntax.SymTypeIdentifier
	SymTypeSpec                           = syntax.SymTypeSpec
	SymTypedDefaultParameter              = syntax.SymTypedDefaultParameter
	SymTypedParameter                     = syntax.SymTypedParameter
	SymUnaryExpression                    = syntax.SymUnaryExpression
	SymUndefined                          = syntax.SymUndefined
	SymUpdateExpression                   = syntax.SymUpdateExpression
	SymVarDeclaration                     = syntax.SymVarDeclaration
	SymVarSpec                            = syntax.SymVarSpec
	SymVariableDeclaration                = syntax.SymVariableDeclaration
	SymVariableDeclarator                 = syntax.SymVariableDeclarator
	SymVariadicParameterDeclaration       = syntax.SymVariadicParameterDeclaration
	SymWhileStatement                     = syntax.SymWhileStatement
	SymWithClause                         = syntax.SymWithClause
	SymWithItem                           = syntax.SymWithItem
	SymWithStatement                      = syntax.SymWithStatement
	SymYield                              = syntax.SymYield
)
