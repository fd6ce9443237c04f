import Foundation

/// A horizontal stack that SwiftUI builds lazily, laid out as an `HStack`.
///
/// A widget draws every child at once.
public struct LazyHStack<Content: View>: _PrimitiveView {
  let stack: HStack<Content>

  /// Creates a horizontal stack with the given alignment and spacing (points).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    stack = HStack(alignment: alignment, spacing: spacing, content: content)
  }

  /// Resolves as the `HStack` it is laid out as.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    stack._resolve(in: environment)
  }
}
