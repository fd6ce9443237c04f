/// The views of a builder block with several statements, as SwiftUI's `TupleView`.
///
/// A stack splices them in as its children.
public struct TupleView<T>: _PrimitiveView {
  /// The views, as a tuple.
  public var value: T
  let children: [AnyView]

  init(value: T, children: [AnyView]) {
    self.value = value
    self.children = children
  }

  /// Resolves to a group of the tuple's views, in order.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    .group(children.map { $0._resolve(in: environment) })
  }
}
