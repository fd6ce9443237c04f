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
