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

  /// What a control's definition and preview template use that isn't honoured yet (nothing
  /// now: `requestValueDialog` is the question the system asks a missing value with).
  @MainActor
  static func used(by definition: ControlDefinition, preview: ResolvedControl) -> [String] {
    []
  }
}
