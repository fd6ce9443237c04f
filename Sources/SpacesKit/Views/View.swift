/// A piece of user interface, declared as a value, as in SwiftUI.
///
/// Primitive views (Text, Image, stacks…) describe themselves as a `ViewNode`; every other view
/// is a composition whose `body` is resolved until primitives remain. SpacesRender lays the nodes
/// out into terminal cells.
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View
  /// The content and behavior of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError("Never has no body") }
}

/// A view that describes itself directly as a node instead of through a body.
@MainActor @preconcurrency
public protocol _PrimitiveView: View where Body == Never {
  /// The node this view resolves to.
  var _node: ViewNode { get }
}

extension _PrimitiveView {
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Resolves any view to its node tree by following `body` until primitives remain.
@MainActor
public func resolveViewNode<V: View>(_ view: V) -> ViewNode {
  if let primitive = view as? any _PrimitiveView {
    return primitive._node
  }
  return resolveViewNode(view.body)
}

/// A view that shows nothing.
public struct EmptyView: _PrimitiveView {
  public init() {}
  public var _node: ViewNode { .empty }
}

/// A view already resolved to its node: what builders and modifiers produce.
public struct ResolvedView: _PrimitiveView {
  public let _node: ViewNode
  public init(_ node: ViewNode) { self._node = node }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError("Optional is a primitive view") }
}

extension Optional: _PrimitiveView where Wrapped: View {
  public var _node: ViewNode {
    switch self {
    case .some(let view): resolveViewNode(view)
    case .none: .empty
    }
  }
}
