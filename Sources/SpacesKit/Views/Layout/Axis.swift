/// The horizontal or vertical dimension of a layout, as SwiftUI's `Axis`.
public enum Axis: Int8, CaseIterable, Sendable {
  /// The horizontal dimension (columns).
  case horizontal
  /// The vertical dimension (rows).
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Sendable {
    /// The set's bits, one per axis.
    public let rawValue: Int8
    /// Creates a set of axes from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}
