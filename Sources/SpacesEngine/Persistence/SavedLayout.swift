import Foundation

/// Where the controls go, as saved in `<state-dir>/layout.json` (version 2): Control Center's
/// order and sizes, the Lock Screen's slots and the Action button, each by control instance
/// (kind and saved configuration). People may edit the file by hand; version 1 files (keyed by
/// kind only) are migrated.
public struct SavedLayout: Codable, Equatable, Sendable {
  /// One Control Center module.
  public struct Module: Codable, Equatable, Sendable {
    public var control: ControlInstanceKey
    public var size: ControlSize
    public init(control: ControlInstanceKey, size: ControlSize) {
      self.control = control
      self.size = size
    }
  }

  /// The version this build writes.
  public static let currentVersion = 2

  /// The file format's version.
  public var version = SavedLayout.currentVersion
  /// Control Center, in order.
  public var controlCenter: [Module]
  /// The Lock Screen's slots, left to right.
  public var lockScreen: [ControlInstanceKey?]
  /// The Action button's control.
  public var actionButton: ControlInstanceKey?

  public init(
    controlCenter: [Module], lockScreen: [ControlInstanceKey?], actionButton: ControlInstanceKey?
  ) {
    self.controlCenter = controlCenter
    self.lockScreen = lockScreen
    self.actionButton = actionButton
  }

  /// The layout of a state.
  public init(state: DashboardState) {
    controlCenter = state.controls.map { Module(control: $0.key, size: $0.size) }
    lockScreen = state.lockScreenSlots.map { state.control($0)?.key }
    actionButton = state.control(state.actionButton.assigned)?.key
  }

  /// A version 1 layout in this version: kinds become unconfigured instances.
  public init(migrating old: Version1) {
    controlCenter = old.controlCenter.map {
      Module(control: ControlInstanceKey(kind: $0.kind), size: $0.size)
    }
    lockScreen = old.lockScreen.map { $0.map { ControlInstanceKey(kind: $0) } }
    actionButton = old.actionButton.map { ControlInstanceKey(kind: $0) }
  }

  /// Reads only the version, to pick the decoder.
  struct VersionProbe: Decodable { var version: Int }

  /// The version 1 file: modules, slots and the Action button by kind.
  public struct Version1: Codable, Equatable, Sendable {
    public struct Module: Codable, Equatable, Sendable {
      public var kind: String
      public var size: ControlSize
    }
    public var version: Int
    public var controlCenter: [Module]
    public var lockScreen: [String?]
    public var actionButton: String?
  }
}
