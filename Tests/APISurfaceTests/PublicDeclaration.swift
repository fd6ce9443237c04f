import Foundation

/// One declaration of a module's public API as its source declares it.
struct PublicDeclaration: Hashable, Sendable, CustomStringConvertible {
  /// What kind of declaration it is.
  enum Kind: String, Hashable, Sendable {
    case `struct`, `class`, `enum`, `actor`, `protocol`, `typealias`, `associatedtype`
    case function, initializer, `subscript`, variable, enumCase, macro
  }

  /// The kind of declaration.
  var kind: Kind
  /// The name with its enclosing types (`Font.Weight.bold`, `View.padding(_:_:)`); a function
  /// is named with its argument labels as DocC names it.
  var qualifiedName: String
  /// The source file, relative to the package root (`Sources/SpacesKit/Views/Color.swift`).
  var file: String
  /// The line the declaration (its first attribute or modifier) starts on.
  var line: Int
  /// Whether it is declared at file scope, not inside a type or extension.
  var isTopLevel: Bool
  /// The lines of its doc comment (`///` or `/** */`), markers and one leading space removed;
  /// empty when it has none.
  var docLines: [String]

  /// The name without enclosing types or argument labels (`bold`, `padding`).
  var baseName: String {
    let last = qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
    return last.split(separator: "(").first.map(String.init) ?? last
  }

  /// Whether the name is an underscored implementation detail (`_PrimitiveView`,
  /// `View._resolve(in:)`): public for the compiler, hidden by DocC.
  var isUnderscored: Bool { qualifiedName.split(separator: ".").contains { $0.hasPrefix("_") } }

  /// Where it is declared and what, as a failure message names it.
  var description: String { "\(file):\(line): \(kind.rawValue) \(qualifiedName)" }
}
