import Foundation

/// A vertical stack that SwiftUI builds lazily, laid out as a `VStack`.
///
/// A widget draws every child at once.
public struct LazyVStack<Content: View>: _PrimitiveView {
  let stack: VStack<Content>

  /// Creates a vertical stack with the given alignment and spacing (points).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    stack = VStack(alignment: alignment, spacing: spacing, content: content)
  }

  /// Resolves as the `VStack` it is laid out as.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    stack._resolve(in: environment)
  }
}
