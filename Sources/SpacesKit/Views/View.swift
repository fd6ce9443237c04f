/// A piece of user interface, declared as a value, as in SwiftUI.
///
/// Primitive views (Text, Image, stacks…) describe themselves as a `ViewNode`; every other view
/// is a composition whose `body` is resolved until primitives remain. Containers keep their
/// children as views until resolution, so a custom view's `body` runs under the environment of
/// the place it appears in (see `EnvironmentValues`). SpacesRender lays the nodes out into
/// terminal cells.
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View
  /// The content and behavior of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
  /// Resolves a view of this type under an environment: a system hook apps never use.
  ///
  /// A requirement (as SwiftUI's `_makeView`) so that resolution reaches the right code through
  /// the conformance's witness table, chosen when the conformance is compiled: SpacesKit's
  /// primitive views resolve themselves, every other view installs its dynamic properties and
  /// resolves its `body`. A cast (`view as? any _PrimitiveView`) would instead scan the
  /// program's protocol conformance records for each view type met for the first time.
  static func _makeViewNode(_ view: Self, in environment: EnvironmentValues) -> _ViewNodeOutput
}

/// The node a view resolves to: a system type apps never make or read.
///
/// What `View._makeViewNode(_:in:)` returns.
public struct _ViewNodeOutput {
  /// The view's node tree.
  package let node: ViewNode

  /// Wraps a resolved node tree.
  package init(_ node: ViewNode) { self.node = node }
}

extension View {
  /// Resolves a custom view: installs its `@Environment` and `@State`, then resolves `body`.
  ///
  /// The body resolves under the environment of the place the view appears in.
  public static func _makeViewNode(_ view: Self, in environment: EnvironmentValues)
    -> _ViewNodeOutput
  {
    var environment = environment
    let store = environment._appScreen?.store
    if let store {
      // In an app screen each custom view has an identity: its type's place under its parents
      // (the name `"\(Self.self)"` prints, without casting the metatype to printing protocols).
      environment._viewPath = store.claim(
        "\(environment._viewPath)/\(_typeName(Self.self, qualified: false))")
    }
    ViewPropertyLayout.of(Self.self).install(in: view, environment: environment, store: store)
    return _ViewNodeOutput(resolveViewNode(view.body, environment: environment))
  }
}

extension Never: View {
  /// `Never` has no body; it is the `Body` of views that resolve themselves.
  public var body: Never { fatalError("Never has no body") }
}

/// A view that describes itself directly as a node instead of through a body.
///
/// SpacesKit's own views (`Text`, stacks, modified content…): apps can't declare one.
@MainActor @preconcurrency
package protocol _PrimitiveView: View where Body == Never {
  /// The node this view resolves to under an environment; containers resolve their children
  /// under it (or under a changed copy).
  func _resolve(in environment: EnvironmentValues) -> ViewNode
}

extension _PrimitiveView {
  /// A primitive view has no body: it resolves itself with `_resolve(in:)`, never through `body`.
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }

  /// Resolves a primitive view with `_resolve(in:)`.
  public static func _makeViewNode(_ view: Self, in environment: EnvironmentValues)
    -> _ViewNodeOutput
  {
    _ViewNodeOutput(view._resolve(in: environment))
  }

  /// The node this view resolves to under the default environment.
  package var _node: ViewNode { _resolve(in: EnvironmentValues()) }
}

/// Resolves any view to its node tree under the default environment.
@MainActor
package func resolveViewNode<V: View>(_ view: V) -> ViewNode {
  resolveViewNode(view, environment: EnvironmentValues())
}

/// Resolves any view to its node tree under an environment, following `body` until primitives
/// remain; each custom view's `@Environment` properties read `environment` while its `body` runs.
@MainActor
package func resolveViewNode<V: View>(_ view: V, environment: EnvironmentValues) -> ViewNode {
  V._makeViewNode(view, in: environment).node
}

/// A view that shows nothing.
public struct EmptyView: _PrimitiveView {
  /// Creates a view that shows nothing.
  public init() {}
  /// Resolves to the empty node, which takes no cells.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode { .empty }
}

/// A view already resolved to its node; the environment no longer changes it.
package struct ResolvedView: _PrimitiveView {
  let node: ViewNode
  /// Creates a view that shows an already resolved node tree as it is.
  package init(_ node: ViewNode) { self.node = node }
  /// Resolves to the node it was created with, whatever the environment.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode { node }
}

extension Optional: View where Wrapped: View {
  /// An optional view has no body; it resolves itself.
  public typealias Body = Never
  /// An optional view has no body: it resolves to its wrapped view or to nothing.
  public var body: Never { fatalError("Optional is a primitive view") }
}

extension Optional: _PrimitiveView where Wrapped: View {
  /// Resolves to the wrapped view's node, or to the empty node when `nil` (an `if` without `else`).
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    switch self {
    case .some(let view): resolveViewNode(view, environment: environment)
    case .none: .empty
    }
  }
}
