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

  /// What an app's screen uses that the terminal doesn't honour yet: its view modifiers
  /// (`SiriTipView` and `ShortcutsLink` styles are drawn in their colours).
  static func used(inAppView node: ViewNode, app: String) -> [String] {
    used(inView: node, by: "\(app) app view")
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

  /// What a Live Activity's Dynamic Island views record but the dashboard doesn't honour
  /// yet: their unsupported modifiers, and a `Link` inside them (the island opens its
  /// `widgetURL` only).
  static func used(inIsland island: DynamicIslandPresentation, by owner: String) -> [String] {
    var found: [String] = []
    for view in island.allViews {
      for line in used(inView: view, by: "\(owner) Dynamic Island") where !found.contains(line) {
        found.append(line)
      }
      view.forEachNode { element in
        guard case .modified(_, .link) = element else { return }
        let line =
          "\(owner) Dynamic Island: Link(destination:) (the island opens its widgetURL only)"
        if !found.contains(line) { found.append(line) }
      }
    }
    return found
  }
}
