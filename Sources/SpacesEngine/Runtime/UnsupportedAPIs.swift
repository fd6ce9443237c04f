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
    for parameter in preview.action.parameters where parameter.requestValueDialog != nil {
      found.append(
        "\(kind): \(preview.action.typeName).\(parameter.name) requestValueDialog (the system "
          + "doesn't ask for missing parameter values yet)")
    }
    return found
  }
}
