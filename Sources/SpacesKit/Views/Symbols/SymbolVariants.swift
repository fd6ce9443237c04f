/// A variant of a symbol (filled, in a circle, slashed…), as SwiftUI's `SymbolVariants`.
///
/// `.symbolVariant(.fill)` changes the name an `Image(systemName:)` looks up, as SwiftUI does:
/// `heart` becomes `heart.fill`, `bell` with `.slash` `bell.slash`, `person` with
/// `.circle.fill` `person.circle.fill`.
public struct SymbolVariants: Hashable, Sendable {
  /// A shape around the symbol: a circle, a square or a rectangle; `nil` for none.
  var shape: String?
  /// Whether the symbol is filled.
  var isFilled = false
  /// Whether the symbol is slashed.
  var isSlashed = false

  /// No variant: the symbol's name as written.
  public static let none = SymbolVariants()
  /// The symbol in a circle.
  public static let circle = SymbolVariants(shape: "circle")
  /// The symbol in a square.
  public static let square = SymbolVariants(shape: "square")
  /// The symbol in a rectangle.
  public static let rectangle = SymbolVariants(shape: "rectangle")
  /// The filled symbol.
  public static let fill = SymbolVariants(isFilled: true)
  /// The slashed symbol.
  public static let slash = SymbolVariants(isSlashed: true)

  /// This variant, in a circle.
  public var circle: SymbolVariants { with { $0.shape = "circle" } }
  /// This variant, in a square.
  public var square: SymbolVariants { with { $0.shape = "square" } }
  /// This variant, in a rectangle.
  public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
  /// This variant, filled.
  public var fill: SymbolVariants { with { $0.isFilled = true } }
  /// This variant, slashed.
  public var slash: SymbolVariants { with { $0.isSlashed = true } }

  /// Whether this variant includes another (`.circle.fill` contains `.fill`).
  public func contains(_ other: SymbolVariants) -> Bool {
    (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
      && (!other.isSlashed || isSlashed)
  }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var copy = self
    change(&copy)
    return copy
  }

  /// The name a symbol has in this variant: slash, then shape, then fill, each added once
  /// (`mic` with `.slash.circle.fill` is `mic.slash.circle.fill`); `.none` leaves it as written.
  package func apply(to name: String) -> String {
    guard self != .none, !name.isEmpty else { return name }
    var parts = name.split(separator: ".").map(String.init)
    let wasFilled = parts.last == "fill"
    if wasFilled { parts.removeLast() }
    if isSlashed, !parts.contains("slash") { parts.append("slash") }
    if let shape, !parts.contains(shape) { parts.append(shape) }
    if isFilled || wasFilled { parts.append("fill") }
    return parts.joined(separator: ".")
  }
}

/// The environment key of the symbol variants.
private struct SymbolVariantsKey: EnvironmentKey {
  static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
  /// The variant symbols in this view draw in, from `symbolVariant(_:)`.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

extension View {
  /// Makes symbols in this view draw in a variant (`.fill`, `.circle`, `.slash`…).
  ///
  /// The variant adds to those already set; `.none` clears them.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    _EnvironmentWritingView<Self, SymbolVariants>(content: self) { environment in
      var combined = environment.symbolVariants
      if let shape = variant.shape { combined.shape = shape }
      combined.isFilled = combined.isFilled || variant.isFilled
      combined.isSlashed = combined.isSlashed || variant.isSlashed
      if variant == .none { combined = .none }
      environment.symbolVariants = combined
    }
  }
}
