extension RunOrigin {
  /// What hears of a run's end: the feature it came from (a control's, the Action button's, a
  /// widget's, the Siri bar's, an app screen's), and an app screen on top, which shows what a
  /// run elsewhere changed.
  package func ended(_ outcome: IntentOutcome) -> [DashboardAction] {
    let own: DashboardAction
    switch self {
    case .control(let id), .actionButton(let id): own = .controls(.runEnded(id, outcome))
    case .widget(let id): own = .widgets(.interactionEnded(id, outcome))
    case .siri: own = .siri(.runEnded(outcome))
    case .app(let app): own = .appScreen(.runEnded(app, outcome))
    case .actionButtonShortcut: own = .actionButton(.shortcutEnded(outcome))
    case .liveActivity(let id): own = .liveActivityBanners(.runEnded(id, outcome))
    }
    if case .app = self { return [own] }
    return [.appScreen(.runEndedElsewhere), own]
  }
}
