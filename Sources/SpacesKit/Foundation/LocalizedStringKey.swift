/// A key for a localized string in a view, as SwiftUI declares it; literals become keys.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringLiteral,
  ExpressibleByStringInterpolation
{
  /// The text the key resolves to (SystemSpaces shows the development language).
  public var text: String

  public init(_ value: String) { self.text = value }
  public init(stringLiteral value: String) { self.text = value }
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.text = String(stringInterpolation: stringInterpolation)
  }
}
