import Foundation

/// Identifies one installed control (the same kind may be installed more than once).
package struct ControlID: Hashable, Sendable, Comparable, CustomStringConvertible {
  package let rawValue: Int
  package init(_ rawValue: Int) { self.rawValue = rawValue }
  package static func < (lhs: ControlID, rhs: ControlID) -> Bool { lhs.rawValue < rhs.rawValue }
  package var description: String { "#\(rawValue)" }
}

/// A control's size in Control Center.
package enum ControlSize: String, CaseIterable, Codable, Sendable, Equatable {
  /// 1×1: the symbol only.
  case small
  /// 2×1: symbol, title and value text.
  case medium
  /// 2×2: symbol, title and value text, larger.
  case large

  /// Grid columns and rows taken.
  package var span: (columns: Int, rows: Int) {
    switch self {
    case .small: (1, 1)
    case .medium: (2, 1)
    case .large: (2, 2)
    }
  }
}

/// What makes one installed control itself across restarts: its kind and its saved
/// configuration (the configuration intent's parameter values; `nil` for static controls).
package struct ControlInstanceKey: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The control's kind.
  package var kind: String
  /// The saved configuration, parameter name → value, or `nil`.
  package var configuration: [String: String]?

  package init(kind: String, configuration: [String: String]? = nil) {
    self.kind = kind
    self.configuration = configuration
  }

  package var description: String {
    guard let configuration, !configuration.isEmpty else { return kind }
    let pairs = configuration.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return "\(kind)(\(pairs.joined(separator: ", ")))"
  }
}
