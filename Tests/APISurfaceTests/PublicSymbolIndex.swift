import Foundation

/// Looks up the names a porting guide writes among a module's public declarations.
struct PublicSymbolIndex {
  private var names: Set<String> = []

  /// Indexes declarations by qualified name, with and without argument labels
  /// (`View.padding(_:_:)` and `View.padding`).
  init(_ declarations: [PublicDeclaration]) {
    for declaration in declarations {
      names.insert(declaration.qualifiedName)
      names.insert(Self.withoutLabels(declaration.qualifiedName))
    }
  }

  /// Whether a public declaration has this name (`Font.Weight`, `View.padding(_:_:)`,
  /// `View.padding`).
  func contains(_ name: String) -> Bool { names.contains(name) }

  static func withoutLabels(_ name: String) -> String {
    guard name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return name }
    return String(name[..<open])
  }
}
