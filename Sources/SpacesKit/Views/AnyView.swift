/// A type-erased view, as SwiftUI's `AnyView`.
///
/// It keeps the view unresolved until resolution with an environment.
public struct AnyView: _PrimitiveView {
  private let resolver: @MainActor (EnvironmentValues) -> ViewNode

  /// Creates a type-erased view from a view.
  public init<V: View>(_ view: V) {
    resolver = { environment in resolveViewNode(view, environment: environment) }
  }

  /// Creates a type-erased view from a view.
  public init<V: View>(erasing view: V) { self.init(view) }

  /// Resolves the wrapped view under the environment of the place it appears in.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode { resolver(environment) }
}
