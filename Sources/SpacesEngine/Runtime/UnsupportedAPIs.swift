import SpacesKit

/// The Apple API values app code uses that SpacesKit accepts but the engine does not honour
/// yet: each becomes a visible "not supported yet" line in the event log, never a silent no-op.
enum UnsupportedAPIs {
  /// What a view (a Live Activity's, a widget's) records but the renderer doesn't honour yet:
  /// one line per modifier, naming the owner (its kind or attributes type).
  static func used(inView node: ViewNode, by owner: String) -> [String] {
    node.unsupportedModifiers.map {
      "\(owner): \($0) (recorded in the view; a terminal doesn't draw it yet)"
    }
  }

  /// What a control's definition and preview template use that isn't honoured yet: its
  /// action's declarations (a parameter summary's strings `table:`).
  @MainActor
  static func used(by definition: ControlDefinition, preview: ResolvedControl) -> [String] {
    used(by: preview.action, owner: definition.kind.shortKind)
  }

  /// What an intent's declarations use that isn't honoured yet, naming its owner (a control
  /// kind, an app).
  static func used(by intent: IntentBox, owner: String) -> [String] {
    intent.unsupportedAPIs.map { "\(owner): \(intent.typeName) \($0)" }
  }
}
