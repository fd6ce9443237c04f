import Foundation

/// A view that builds its content from the size offered, as SwiftUI's `GeometryReader`.
///
/// It takes all the space offered.
public struct GeometryReader<Content: View>: _PrimitiveView {
  let content: (GeometryProxy) -> Content

  /// Creates a reader whose content is built from a proxy for the size it is offered.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// Resolves to content the renderer builds for the size it offers (the content sits at the
  /// top leading corner).
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    let content = self.content
    return .layout(
      .geometryReader(
        GeometryContent { size in
          resolveViewNode(content(GeometryProxy(size: size)), environment: environment)
        }))
  }
}
