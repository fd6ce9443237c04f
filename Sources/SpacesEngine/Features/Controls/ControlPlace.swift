/// Where a control can be placed: Control Center (after a control), a Lock Screen slot, the
/// Action button.
package enum ControlPlace: Equatable, Sendable {
  /// Control Center, after a control (`nil`: at the end).
  case controlCenter(after: ControlID?)
  /// A Lock Screen slot, by index.
  case lockScreenSlot(Int)
  /// The Action button.
  case actionButton

  /// How the event log names the place.
  package var name: String {
    switch self {
    case .controlCenter: "Control Center"
    case .lockScreenSlot(let slot): "the Lock Screen's \(slot == 0 ? "left" : "right") slot"
    case .actionButton: "the Action button"
    }
  }

  /// The gallery's title for this place.
  package var title: String {
    switch self {
    case .controlCenter: "Add a Control"
    case .lockScreenSlot(let slot): "Lock Screen: \(slot == 0 ? "left" : "right") control"
    case .actionButton: "Action Button: choose a control or App Shortcut"
    }
  }
}
