import SpacesKit

/// The Apple API values app code uses that SpacesKit accepts but the engine does not honour
/// yet: each becomes a visible "not supported yet" line in the event log, never a silent no-op.
enum UnsupportedAPIs {
  /// What a control's definition and preview template use that isn't honoured yet.
  @MainActor
  static func used(by definition: ControlDefinition, preview: ResolvedControl) -> [String] {
    let kind = definition.kind.shortKind
    var found: [String] = []
    if definition.promptsForUserConfiguration {
      found.append(
        "\(kind): .promptsForUserConfiguration() (configuration forms are not built yet)")
    }
    if preview.isPrivacySensitive {
      found.append("\(kind): .privacySensitive() (the locked device is not emulated yet)")
    }
    let policy = type(of: preview.action.intent).authenticationPolicy
    if policy != .alwaysAllowed {
      found.append(
        "\(kind): \(preview.action.typeName).authenticationPolicy = .\(policy) "
          + "(the locked device is not emulated yet; the intent runs)")
    }
    for parameter in preview.action.parameters where parameter.requestValueDialog != nil {
      found.append(
        "\(kind): \(preview.action.typeName).\(parameter.name) requestValueDialog (the system "
          + "doesn't ask for missing parameter values yet)")
    }
    return found
  }
}
