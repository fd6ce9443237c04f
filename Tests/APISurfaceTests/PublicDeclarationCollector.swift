import Foundation
import SwiftParser
import SwiftSyntax

/// Collects the public declarations of Swift source text with SwiftParser, as a client of the
/// module sees them.
///
/// A declaration is public when it is marked `public` or `open`, or when it has no access
/// modifier and is a requirement of a public protocol, a case of a public enum, or a member of a
/// `public extension`. Declarations inside a type that isn't public are skipped, whatever their
/// modifier; members of an extension count by their own modifier (the extended type's access is
/// declared elsewhere). A declaration marked `@_spi(…)` (and everything in it, or in an `@_spi`
/// extension) is not public: a plain `import` doesn't see it. Every `#if` clause is read.
/// Function bodies are never entered.
struct PublicDeclarationCollector {
  /// Where the enclosing declaration leaves its members.
  private struct Scope {
    /// The enclosing types' names, outermost first (an extension's extended type).
    var path: [String]
    /// Whether a member with a `public` modifier is visible to clients.
    var isVisible: Bool
    /// Whether a member with no access modifier is public (a public protocol's requirements,
    /// a `public extension`'s members).
    var membersArePublicByDefault: Bool
    /// Whether enum cases here are public (a public enum's).
    var casesArePublic: Bool

    static let file = Scope(
      path: [], isVisible: true, membersArePublicByDefault: false, casesArePublic: false)
  }

  /// The public declarations of one source file, in source order.
  ///
  /// - Parameters:
  ///   - source: The file's text.
  ///   - file: The path failure messages name.
  static func declarations(in source: String, file: String) -> [PublicDeclaration] {
    let tree = Parser.parse(source: source)
    var collector = PublicDeclarationCollector(
      file: file, converter: SourceLocationConverter(fileName: file, tree: tree))
    for item in tree.statements { collector.visit(item.item, in: .file) }
    return collector.found
  }

  private let file: String
  private let converter: SourceLocationConverter
  private var found: [PublicDeclaration] = []

  private init(file: String, converter: SourceLocationConverter) {
    self.file = file
    self.converter = converter
  }

  private mutating func visit(_ item: CodeBlockItemSyntax.Item, in scope: Scope) {
    if case .decl(let decl) = item { visit(decl, in: scope) }
  }

  private mutating func visit(_ decl: DeclSyntax, in scope: Scope) {
    if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
      for clause in ifConfig.clauses {
        switch clause.elements {
        case .statements(let items): for item in items { visit(item.item, in: scope) }
        case .decls(let members): for member in members { visit(member.decl, in: scope) }
        default: break
        }
      }
      return
    }
    if let ext = decl.as(ExtensionDeclSyntax.self) {
      let isSPI = Self.isSPI(ext.attributes)
      let isPublicExtension = Self.access(of: ext.modifiers) == .public && !isSPI
      let members = Scope(
        path: Self.typeNameComponents(ext.extendedType), isVisible: scope.isVisible && !isSPI,
        membersArePublicByDefault: isPublicExtension, casesArePublic: false)
      visitMembers(ext.memberBlock, in: members)
      return
    }
    guard let (kind, names) = Self.kindAndNames(of: decl) else { return }
    var isPublic: Bool
    switch Self.access(of: Self.modifiers(of: decl)) {
    case .public: isPublic = scope.isVisible
    case .restricted: isPublic = false
    case .unspecified:
      isPublic = kind == .enumCase ? scope.casesArePublic : scope.membersArePublicByDefault
    }
    if let attributed = decl.asProtocol(WithAttributesSyntax.self),
      Self.isSPI(attributed.attributes)
    {
      isPublic = false
    }
    if isPublic {
      let line = converter.location(for: decl.positionAfterSkippingLeadingTrivia).line
      let docLines = Self.docLines(in: decl.leadingTrivia)
      for name in names {
        found.append(
          PublicDeclaration(
            kind: kind, qualifiedName: (scope.path + [name]).joined(separator: "."), file: file,
            line: line, isTopLevel: scope.path.isEmpty, docLines: docLines))
      }
    }
    guard let memberBlock = Self.memberBlock(of: decl), let name = names.first else { return }
    let members = Scope(
      path: scope.path + [name], isVisible: isPublic,
      membersArePublicByDefault: isPublic && kind == .protocol,
      casesArePublic: isPublic && kind == .enum)
    visitMembers(memberBlock, in: members)
  }

  private mutating func visitMembers(_ block: MemberBlockSyntax, in scope: Scope) {
    for member in block.members { visit(member.decl, in: scope) }
  }

  // MARK: - Reading declarations

  /// A declaration's access as far as the public API is concerned.
  private enum Access { case `public`, restricted, unspecified }

  private static func access(of modifiers: DeclModifierListSyntax?) -> Access {
    for modifier in modifiers ?? [] {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return .public
      case .keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.package):
        // `private(set)` restricts only the setter.
        if modifier.detail == nil { return .restricted }
      default: continue
      }
    }
    return .unspecified
  }

  /// Whether the attributes include `@_spi(…)`: the declaration is public only to clients that
  /// import the module with that SPI.
  private static func isSPI(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
      element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_spi"
    }
  }

  private static func modifiers(of decl: DeclSyntax) -> DeclModifierListSyntax? {
    decl.asProtocol(WithModifiersSyntax.self)?.modifiers
  }

  private static func memberBlock(of decl: DeclSyntax) -> MemberBlockSyntax? {
    decl.asProtocol(DeclGroupSyntax.self)?.memberBlock
  }

  /// The declaration's kind and the names it declares (several for `case a, b` and
  /// `let a, b`); `nil` for what isn't API (imports, operators' precedence, `deinit`).
  private static func kindAndNames(of decl: DeclSyntax) -> (PublicDeclaration.Kind, [String])? {
    if let d = decl.as(StructDeclSyntax.self) { return (.struct, [d.name.text]) }
    if let d = decl.as(ClassDeclSyntax.self) { return (.class, [d.name.text]) }
    if let d = decl.as(EnumDeclSyntax.self) { return (.enum, [d.name.text]) }
    if let d = decl.as(ActorDeclSyntax.self) { return (.actor, [d.name.text]) }
    if let d = decl.as(ProtocolDeclSyntax.self) { return (.protocol, [d.name.text]) }
    if let d = decl.as(TypeAliasDeclSyntax.self) { return (.typealias, [d.name.text]) }
    if let d = decl.as(AssociatedTypeDeclSyntax.self) { return (.associatedtype, [d.name.text]) }
    if let d = decl.as(MacroDeclSyntax.self) { return (.macro, [d.name.text]) }
    if let d = decl.as(FunctionDeclSyntax.self) {
      return (.function, [d.name.text + labels(d.signature.parameterClause.parameters)])
    }
    if let d = decl.as(InitializerDeclSyntax.self) {
      let optional = d.optionalMark.map(\.text) ?? ""
      return (.initializer, ["init" + optional + labels(d.signature.parameterClause.parameters)])
    }
    if let d = decl.as(SubscriptDeclSyntax.self) {
      let names = d.parameterClause.parameters.map { parameter in
        (parameter.secondName == nil ? "_" : parameter.firstName.text) + ":"
      }
      return (.subscript, ["subscript(" + names.joined() + ")"])
    }
    if let d = decl.as(VariableDeclSyntax.self) {
      let names = d.bindings.flatMap { identifiers(in: $0.pattern) }
      return (.variable, names)
    }
    if let d = decl.as(EnumCaseDeclSyntax.self) {
      let names = d.elements.map { element in
        guard let parameters = element.parameterClause?.parameters else { return element.name.text }
        let labels = parameters.map { ($0.firstName?.text ?? "_") + ":" }
        return element.name.text + "(" + labels.joined() + ")"
      }
      return (.enumCase, names)
    }
    return nil
  }

  /// `(_:for:)` for a parameter list.
  private static func labels(_ parameters: FunctionParameterListSyntax) -> String {
    "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
  }

  private static func identifiers(in pattern: PatternSyntax) -> [String] {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      return [identifier.identifier.text]
    }
    if let tuple = pattern.as(TuplePatternSyntax.self) {
      return tuple.elements.flatMap { identifiers(in: $0.pattern) }
    }
    return []
  }

  /// `Edge.Set` for `extension Edge.Set`, `ShapeStyle` for `extension ShapeStyle where …`;
  /// generic arguments are dropped.
  private static func typeNameComponents(_ type: TypeSyntax) -> [String] {
    if let member = type.as(MemberTypeSyntax.self) {
      return typeNameComponents(member.baseType) + [member.name.text]
    }
    if let identifier = type.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
    return [type.trimmedDescription]
  }

  /// The doc comment in a declaration's leading trivia: the last run of `///` lines (or the
  /// last `/** */` block) before the declaration, markers removed. A `//` comment after the
  /// run ends it, as it does for the compiler.
  private static func docLines(in trivia: Trivia) -> [String] {
    var lines: [String] = []
    var runEnded = false
    for piece in trivia {
      switch piece {
      case .docLineComment(let text):
        if runEnded { lines = [] }
        runEnded = false
        lines.append(stripped(String(text.dropFirst(3))))
      case .docBlockComment(let text):
        let body = text.dropFirst(3).dropLast(2)
        lines = body.split(separator: "\n", omittingEmptySubsequences: false).map {
          stripped(String($0.drop { $0 == " " || $0 == "*" }), keepIndent: true)
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        runEnded = true
      case .lineComment, .blockComment:
        lines = []
        runEnded = true
      default:
        if !lines.isEmpty, !piece.isWhitespace { runEnded = true }
      }
    }
    return lines
  }

  private static func stripped(_ line: String, keepIndent: Bool = false) -> String {
    var text = Substring(line)
    if !keepIndent, text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
