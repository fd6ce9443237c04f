/// A view that displays an image; in SystemSpaces, an SF Symbol drawn as a terminal glyph.
public struct Image: _PrimitiveView, Equatable, Sendable {
  /// The symbol's name.
  package var name: String

  /// Creates a system symbol image.
  public init(systemName: String) { name = systemName }

  /// Creates an image from an asset name (drawn as its symbol fallback).
  public init(_ name: String) { self.name = name }

  /// Resolves to the symbol's node; the renderer draws the symbol's terminal glyph.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    .image(systemName: name)
  }
}
