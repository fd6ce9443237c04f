/// Identifies one placed widget (an instance: a kind in a family with a configuration).
package struct WidgetID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The number, unique among the dashboard's widgets.
  package let rawValue: Int

  package init(_ rawValue: Int) { self.rawValue = rawValue }

  package static func < (lhs: WidgetID, rhs: WidgetID) -> Bool { lhs.rawValue < rhs.rawValue }

  package var description: String { "#\(rawValue)" }
}
