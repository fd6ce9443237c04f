import SpacesKit

/// One kind of control a hosted app's widget bundle declares: what the controls gallery lists
/// and what the engine makes installed controls from.
package struct ControlKindInfo: Equatable, Sendable {
  /// The control's kind.
  package var kind: String
  /// The app's name.
  package var appName: String
  /// The gallery name (`displayName`, else the app's name).
  package var displayName: String
  /// The description shown in the gallery and while configuring.
  package var description: String?
  /// The template for the provider's preview value (of the default configuration): what the
  /// gallery, Lock Screen customization and Action button settings show, never the live value.
  package var preview: ResolvedControl
  /// The configuration intent with its defaults; `nil` for a static control.
  package var defaultConfiguration: IntentBox?
  /// Whether adding the control opens its configuration.
  package var promptsForUserConfiguration: Bool
  /// The saved configurations of the controls of this kind the default layout installs, in
  /// order (the app's `HostedApp.defaultControls`); empty: one control with the defaults.
  package var defaultConfigurations: [[String: String]]
  /// Apple API values the app used that SpacesKit accepts but does not honour yet.
  package var unsupported: [String]
  /// Whether the control's configuration has a push handler (`.pushHandler(_:)`).
  package var acceptsPushes: Bool

  package init(
    kind: String, appName: String, displayName: String, description: String? = nil,
    preview: ResolvedControl, defaultConfiguration: IntentBox? = nil,
    promptsForUserConfiguration: Bool = false, defaultConfigurations: [[String: String]] = [],
    unsupported: [String] = [], acceptsPushes: Bool = false
  ) {
    self.acceptsPushes = acceptsPushes
    self.kind = kind
    self.appName = appName
    self.displayName = displayName
    self.description = description
    self.preview = preview
    self.defaultConfiguration = defaultConfiguration
    self.promptsForUserConfiguration = promptsForUserConfiguration
    self.defaultConfigurations = defaultConfigurations
    self.unsupported = unsupported
  }

  /// Whether people configure the control (it has a configuration intent).
  package var isConfigurable: Bool { defaultConfiguration != nil }
}
