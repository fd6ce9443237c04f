/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
///
/// The content stays unresolved until resolution, then becomes a `.modified` node.
public struct ModifiedContent<Content: View>: _PrimitiveView {
  /// The view the modifier applies to.
  public var content: Content
  /// The modifier.
  package var modifier: ViewModifierValue

  /// Resolves the content here and wraps it in the modifier's node.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    .modified(resolveViewNode(content, environment: environment), modifier)
  }
}

/// A view whose content resolves under a changed environment, from `.environment(_:_:)`.
package struct _EnvironmentWritingView<Content: View, Value>: _PrimitiveView {
  let content: Content
  let write: (inout EnvironmentValues) -> Void

  /// Resolves the content under the environment with the change applied.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    var changed = environment
    write(&changed)
    return resolveViewNode(content, environment: changed)
  }
}

/// A view layered in front of or behind another, from `.overlay` and `.background`.
package struct _LayeredView<Content: View, Layer: View>: _PrimitiveView {
  let content: Content
  let layer: Layer
  let alignment: Alignment
  let inFront: Bool

  /// Resolves the content with its layer in front of or behind it.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    let layerChildren = resolveViewNode(layer, environment: environment).flattenedChildren
    let layerNode: ViewNode =
      layerChildren.count == 1
      ? layerChildren[0] : .zStack(alignment: alignment, children: layerChildren)
    let node = resolveViewNode(content, environment: environment)
    return .modified(
      node,
      inFront
        ? .overlay(layerNode, alignment: alignment) : .background(layerNode, alignment: alignment))
  }
}
