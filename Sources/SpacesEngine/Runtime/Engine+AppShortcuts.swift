import Foundation
import SpacesKit

extension Engine {
  /// An error thrown from `perform()` as the system shows it: a
  /// `CustomLocalizedStringResourceConvertible` error by its message, a `LocalizedError` by its
  /// description, others as they describe themselves.
  nonisolated static func message(for error: any Error) -> String {
    if let convertible = error as? any CustomLocalizedStringResourceConvertible {
      return convertible.localizedStringResource.resolvedText
    }
    if let localized = error as? any LocalizedError, let description = localized.errorDescription {
      return description
    }
    return String(describing: error)
  }

  /// Reads every app's App Shortcuts; for an app that called `updateAppShortcutParameters()`,
  /// asks each phrase parameter's query (or enum, or options provider) for its values. Comes
  /// back as `.siri(.indexed)`.
  func loadAppShortcuts() {
    let host = self.host
    let apps = shortcutApps.compactMap { app -> (String, [String], [AppShortcut], Bool)? in
      guard let provider = app.appShortcuts else { return nil }
      let shortcuts = host.runSync { provider.appShortcuts }
      let updated = host.appShortcutParameters.generation(of: String(reflecting: provider)) > 0
      return (app.name, app.nameSynonyms, shortcuts, updated)
    }
    launch(.appShortcuts) {
      var sources: [AppShortcutsSource] = []
      for (name, synonyms, shortcuts, updated) in apps {
        var values: [Int: [String: [ParameterOption]]]?
        if updated {
          values = await host.run { await Self.parameterValues(of: shortcuts) }
        }
        sources.append(
          AppShortcutsSource(
            app: name, synonyms: synonyms,
            shortcuts: shortcuts.map(AppShortcutsSource.Shortcut.init),
            parameterValues: values))
      }
      return .siri(.indexed(sources))
    }
  }

  /// The values of the parameters the shortcuts' phrases name, by shortcut and parameter: an
  /// entity's suggested entities, an enum's cases. A failing query gives none (and the log says
  /// so through the warning of the empty expansion).
  nonisolated static func parameterValues(of shortcuts: [AppShortcut]) async -> [Int: [String:
    [ParameterOption]]]
  {
    var values: [Int: [String: [ParameterOption]]] = [:]
    for (index, shortcut) in shortcuts.enumerated() {
      let names = Set(shortcut.phrases.flatMap(\.parameterNames).compactMap { $0 })
      for name in names {
        guard let parameter = shortcut.intent.parameters.first(where: { $0.name == name }) else {
          continue
        }
        values[index, default: [:]][name] = (try? await parameter.options()) ?? []
      }
    }
    return values
  }
}
