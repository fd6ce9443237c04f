/// A value only the host understands, carried through a view tree: what a `HostCanvas` paints,
/// or a `ViewModifierValue.hostStyle` the host draws text in.
///
/// SpacesKit lays such values out and compares them, nothing more; the dashboard (which draws
/// its own screens with the same view pipeline apps use) gives them meaning. Not API app
/// authors see: everything here is `package`.
package protocol HostPayload: Sendable {
  /// Whether another payload draws exactly as this one does.
  func isSame(as other: any HostPayload) -> Bool
}

extension HostPayload where Self: Equatable {
  /// Equal values of the same type draw the same.
  package func isSame(as other: any HostPayload) -> Bool {
    (other as? Self) == self
  }
}

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

/// Any equatable value as a `HostPayload`: a canvas's key.
package struct HostKey<Value: Equatable & Sendable>: HostPayload, Equatable {
  /// The value.
  package var value: Value

  package init(_ value: Value) { self.value = value }
}

/// A `HostPayload` in a box that is `Equatable`, for enum cases that must be.
package struct HostPayloadBox: Equatable, Sendable {
  /// The payload.
  package var payload: any HostPayload

  package init(_ payload: any HostPayload) { self.payload = payload }

  package static func == (lhs: HostPayloadBox, rhs: HostPayloadBox) -> Bool {
    lhs.payload.isSame(as: rhs.payload)
  }
}
