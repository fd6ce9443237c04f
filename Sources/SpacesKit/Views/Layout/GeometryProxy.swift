import Foundation

/// The size a `GeometryReader` was offered, as SwiftUI's `GeometryProxy` reports it.
public struct GeometryProxy: Sendable {
  /// The size offered, in points (8 points a column, 16 a row).
  public let size: CGSize
  /// The safe area insets: none in a terminal.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  package init(size: CGSize) { self.size = size }
}
