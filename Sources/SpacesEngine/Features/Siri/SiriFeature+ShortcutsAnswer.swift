import SpacesKit

extension SiriFeature {
  /// The app named by “what can I do with <app>” (or “in <app>”), if the text asks that.
  static func helpRequest(_ text: String) -> String? {
    let key = String(ShortcutPhraseIndex.key(text))
    for prefix in ["what can i do with ", "what can i do in ", "what can i do on "]
    where key.hasPrefix(prefix) {
      return String(key.dropFirst(prefix.count))
    }
    return nil
  }

  /// The shortcuts of the app a name (or synonym, forgivingly) stands for, each by its primary
  /// phrase; or, for no such app, the apps that have shortcuts.
  static func shortcutsAnswer(
    app name: String, index: ShortcutPhraseIndex, finds: [SiriFindAction] = []
  ) -> SiriAnswer {
    let key = ShortcutPhraseIndex.key(name)
    let app = index.apps.first { app in
      app.names.contains {
        let candidate = ShortcutPhraseIndex.key($0)
        return ShortcutPhraseIndex.distance(
          key, candidate, limit: ShortcutPhraseIndex.typoAllowance(length: candidate.count)) != nil
      }
    }
    guard let app else {
      return SiriAnswer(
        title: "Siri", lines: ["No app called “\(name)” has App Shortcuts. Apps that do:"],
        list: index.apps.map(\.name), isError: true)
    }
    // Each shortcut by its primary phrase, else its first.
    var primaries: [Int: ShortcutPhraseIndex.Entry] = [:]
    for entry in index.entries where entry.app == app.name {
      if primaries[entry.shortcut] == nil
        || entry.isPrimary && primaries[entry.shortcut]?.isPrimary == false
      {
        primaries[entry.shortcut] = entry
      }
    }
    let listed = primaries.keys.sorted().compactMap { primaries[$0] }
    return SiriAnswer(
      title: app.name, lines: ["Here's what you can do with \(app.name):"],
      list: listed.map { "“\($0.text)” — \($0.title)" }
        + finds.filter { $0.app == app.name }.map { "“\($0.title)”" })
  }
}
