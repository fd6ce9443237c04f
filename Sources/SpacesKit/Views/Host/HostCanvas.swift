/// A leaf of a view tree the host paints itself (a control's pad, an app icon's bitmap, the
/// device outline): it takes a size in the layout like any view, and its painting paints into
/// the rectangle the layout places it in, clipped to it (SwiftUI's `Canvas`).
package struct HostCanvas: Equatable, Sendable {
  /// The leaf's length along one axis, in cells.
  package enum Length: Equatable, Sendable {
    /// Always this many cells, whatever is offered.
    case fixed(Int)
    /// What is offered, within limits; asked for its ideal length, the minimum.
    case flexible(min: Int, max: Int?)
  }

  /// The leaf's width.
  package var width: Length
  /// The leaf's height.
  package var height: Length
  /// What the painting draws from: two leaves with the same sizes and keys draw the same.
  package var key: any HostPayload
  /// The host's painting, opaque to SpacesKit (the dashboard's is a closure over its frame).
  package var painting: any Sendable

  package init(width: Length, height: Length, key: any HostPayload, painting: any Sendable) {
    self.width = width
    self.height = height
    self.key = key
    self.painting = painting
  }

  package static func == (lhs: HostCanvas, rhs: HostCanvas) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.key.isSame(as: rhs.key)
  }
}
