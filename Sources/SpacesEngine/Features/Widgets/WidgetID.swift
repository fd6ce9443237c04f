/// Identifies one placed widget (an instance: a kind in a family with a configuration).
public struct WidgetID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The number, unique among the dashboard's widgets.
  public let rawValue: Int

  public init(_ rawValue: Int) { self.rawValue = rawValue }

  public static func < (lhs: WidgetID, rhs: WidgetID) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "#\(rawValue)" }
}
