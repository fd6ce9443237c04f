import Foundation

/// Where the controls and widgets go, as saved in `<state-dir>/layout.json` (version 3):
/// Control Center's order and sizes, the Lock Screen's slots and the Action button, each by
/// control instance (kind and saved configuration), and the placed widgets with their Smart
/// Stacks (an optional `stacks` list, by index into `widgets`). People may edit the
/// file by hand; version 2 files (no widgets) read as they are, version 1 files (keyed by kind
/// only) are migrated.
package struct SavedLayout: Codable, Equatable, Sendable {
  /// One Control Center module.
  package struct Module: Codable, Equatable, Sendable {
    package var control: ControlInstanceKey
    package var size: ControlSize
    /// The block it is drawn in (`"connectivity"`); absent on its own, and in files written
    /// before blocks.
    package var block: String?
    package init(control: ControlInstanceKey, size: ControlSize, block: String? = nil) {
      self.control = control
      self.size = size
      self.block = block
    }
  }

  /// A layout entry whose kind no hosted app declares, kept so that nothing is lost.
  package struct SetAside: Codable, Equatable, Sendable {
    /// Where it was: `controlCenter`, `lockScreen[N]` or `actionButton`.
    package var place: String
    /// The control.
    package var control: ControlInstanceKey
    /// Its Control Center size, for a Control Center module.
    package var size: ControlSize?
    package init(place: String, control: ControlInstanceKey, size: ControlSize? = nil) {
      self.place = place
      self.control = control
      self.size = size
    }
  }

  /// The version this build writes.
  package static let currentVersion = 3

  /// The file format's version.
  package var version = SavedLayout.currentVersion
  /// Control Center, in order.
  package var controlCenter: [Module]
  /// The Lock Screen's slots, left to right.
  package var lockScreen: [ControlInstanceKey?]
  /// The Action button's control.
  package var actionButton: ControlInstanceKey?
  /// The Action button's App Shortcut, when one is assigned instead of a control.
  package var actionButtonShortcut: ActionButtonShortcut? = nil
  /// The kinds the hosted apps declared when the file was saved: a kind missing from Control
  /// Center that is listed here was removed by the user; one not listed is new and gets added.
  /// `nil` (older files) treats every unlisted kind as new.
  package var kinds: [String]?
  /// Entries naming kinds no hosted app declared when the file was saved.
  package var setAside: [SetAside]?
  /// The placed widgets, in order (`nil`, as in version 2 files: the apps' default widgets).
  package var widgets: [SavedWidget]? = nil
  /// The Home Screen's Smart Stacks, their widgets by index into `widgets` (`nil`, as in older
  /// version 3 files: no stacks).
  package var stacks: [SavedStack]? = nil
  /// Control Center's system sliders and where each goes, when edit mode moved or removed one
  /// (`nil`, as in older files: both, right after the blocks, where the System app is hosted).
  package var sliders: [SliderPlace]? = nil

  package init(
    controlCenter: [Module], lockScreen: [ControlInstanceKey?], actionButton: ControlInstanceKey?,
    kinds: [String]? = nil, setAside: [SetAside]? = nil
  ) {
    self.controlCenter = controlCenter
    self.lockScreen = lockScreen
    self.actionButton = actionButton
    self.kinds = kinds
    self.setAside = setAside
  }

  /// The layout of a state.
  package init(state: DashboardState) {
    controlCenter = state.controls.controlCenter.map {
      Module(control: $0.key, size: $0.size, block: $0.block)
    }
    lockScreen = state.lockScreenSlots.map { state.control($0)?.key }
    actionButton = state.control(state.controls.actionButton)?.key
    actionButtonShortcut = state.actionButton.shortcut
    kinds = state.catalog.isEmpty ? nil : Array(state.catalog.keys)
    setAside = state.controls.layoutSetAside.isEmpty ? nil : state.controls.layoutSetAside
    // Until the start's widgets are placed, what the file held is kept.
    let gallery = state.widgetGallery
    widgets =
      gallery.placed
      ? state.widgets.instances.values.map(SavedWidget.init) + gallery.setAside
      : gallery.restored
    stacks = gallery.placed ? SavedStack.all(in: state.widgets) : gallery.restoredStacks
    let hosted = DefaultLayout.systemSliders(for: state.catalog.keys)
    let shown = state.controls.sliderPlaces
    sliders = hosted.isEmpty || shown == SliderPlace.initial(hosted) ? nil : shown
  }

  /// A version 1 layout in this version: kinds become unconfigured instances.
  package init(migrating old: Version1) {
    controlCenter = old.controlCenter.map {
      Module(control: ControlInstanceKey(kind: $0.kind), size: $0.size)
    }
    lockScreen = old.lockScreen.map { $0.map { ControlInstanceKey(kind: $0) } }
    actionButton = old.actionButton.map { ControlInstanceKey(kind: $0) }
  }

  /// Reads only the version, to pick the decoder.
  struct VersionProbe: Decodable { var version: Int }

  /// The version 1 file: modules, slots and the Action button by kind.
  package struct Version1: Codable, Equatable, Sendable {
    package struct Module: Codable, Equatable, Sendable {
      package var kind: String
      package var size: ControlSize
    }
    package var version: Int
    package var controlCenter: [Module]
    package var lockScreen: [String?]
    package var actionButton: String?
  }
}
