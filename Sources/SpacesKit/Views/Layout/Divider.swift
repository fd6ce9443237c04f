/// A line that separates content, as SwiftUI's `Divider`.
///
/// It runs across a `VStack` (─) or down an `HStack` (│).
public struct Divider: _PrimitiveView {
  /// Creates a divider.
  public init() {}

  /// Resolves to a divider, drawn across its enclosing stack's cross axis.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode { .layout(.divider) }
}
