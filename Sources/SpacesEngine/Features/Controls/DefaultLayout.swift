import SpacesKit

/// The sizes controls get on first start: every control goes into Control Center in bundle
/// order, sized medium, large, small, small in turn (so all three sizes show, the first control
/// at medium size with its value text, and four controls pack into two grid rows), except the
/// System app's controls, which get the sizes a phone gives them (toggles and launchers small,
/// the Focus medium), and its Airplane Mode, Cellular Data, Wi-Fi and Bluetooth toggles go in
/// the connectivity block (iOS's 2×2 module at the top-left). `ControlsFeature.install` applies
/// it, and also puts the first controls in the Lock Screen's slots and the first on the Action
/// button.
package struct DefaultLayout: Sendable {
  /// The sizes given in turn.
  package var sizes: [ControlSize] = [.medium, .large, .small, .small]

  /// Sizes by control kind, which win over the turn: the System app's controls.
  package var sizesByKind: [String: ControlSize] = [
    "com.systemspaces.System.AirplaneMode": .small,
    "com.systemspaces.System.CellularData": .small,
    "com.systemspaces.System.WiFi": .small,
    "com.systemspaces.System.Bluetooth": .small,
    "com.systemspaces.System.DoNotDisturb": .medium,
    "com.systemspaces.System.Flashlight": .small,
    "com.systemspaces.System.DarkMode": .small,
    "com.systemspaces.System.Timer": .small,
    "com.systemspaces.System.Camera": .small,
  ]

  /// The connectivity block's name.
  package static let connectivity = "connectivity"

  /// Blocks by control kind: the System app's connectivity toggles.
  package var blocksByKind: [String: String] = [
    "com.systemspaces.System.AirplaneMode": connectivity,
    "com.systemspaces.System.CellularData": connectivity,
    "com.systemspaces.System.WiFi": connectivity,
    "com.systemspaces.System.Bluetooth": connectivity,
  ]

  package init() {}

  /// The system sliders (brightness and volume) Control Center shows with a set of control
  /// kinds: both where the System app is hosted (one of its kinds is there), as they come
  /// with the phone whose settings it keeps; none otherwise (an app's own dashboard shows its
  /// controls alone).
  package static func systemSliders<Kinds: Sequence>(for kinds: Kinds) -> [SystemSlider]
  where Kinds.Element == String {
    kinds.contains { $0.hasPrefix(systemKindPrefix) } ? SystemSlider.allCases : []
  }

  /// The prefix of the System app's control kinds.
  package static let systemKindPrefix = "com.systemspaces.System."

  /// The size of the control at an index.
  package func size(at index: Int) -> ControlSize { sizes[index % sizes.count] }

  /// The size of a control of a kind at an index: its kind's size, else the turn's.
  package func size(at index: Int, kind: String) -> ControlSize {
    sizesByKind[kind] ?? size(at: index)
  }
}
