import Foundation
import SpacesKit

extension SiriFeature.Effect: FeatureEffect {
  /// Runs a Siri bar effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

/// The task key of reading the apps' App Shortcuts.
struct AppShortcutsTask: Hashable, Sendable {}

extension Engine {
  /// Reads the apps' App Shortcuts for the bar.
  func run(_ effect: SiriFeature.Effect) {
    switch effect {
    case .loadAppShortcuts: loadAppShortcuts()
    case .showWidget(let kind, let configuration): showSuggestedWidget(kind, configuration)
    }
  }

  /// Reads every app's App Shortcuts; for an app that called `updateAppShortcutParameters()`,
  /// asks each phrase parameter's query (or enum, or options provider) for its values. Comes
  /// back as `.siri(.indexed)`.
  func loadAppShortcuts() {
    let host = self.host
    let apps = self.apps.shortcutApps.compactMap {
      app -> (String, [String], [AppShortcut], Bool, ShortcutTileColor)? in
      guard let provider = app.appShortcuts else { return nil }
      let shortcuts = host.runSync { provider.appShortcuts }
      let updated = host.appShortcutParameters.generation(of: String(reflecting: provider)) > 0
      return (app.name, app.nameSynonyms, shortcuts, updated, provider.shortcutTileColor)
    }
    launch(TaskKey(AppShortcutsTask())) {
      var sources: [AppShortcutsSource] = []
      for (name, synonyms, shortcuts, updated, tileColor) in apps {
        var values: [Int: [String: [ParameterOption]]]?
        if updated {
          values = await host.run { await Self.parameterValues(of: shortcuts) }
        }
        var source = AppShortcutsSource(
          app: name, synonyms: synonyms,
          shortcuts: shortcuts.map(AppShortcutsSource.Shortcut.init),
          parameterValues: values, tileColor: tileColor)
        source.findActions = await host.run { await Self.findActions(of: shortcuts) }
        sources.append(source)
      }
      return .siri(.indexed(sources))
    }
  }

  /// The Find actions of the property queries of the entity types the shortcuts' parameters
  /// take, each type once.
  nonisolated static func findActions(of shortcuts: [AppShortcut]) async -> [PropertyQueryFinder] {
    var seen: Set<ObjectIdentifier> = []
    var finders: [PropertyQueryFinder] = []
    for parameter in shortcuts.flatMap({ IntentBox($0.intent.intent).parameters })
    where seen.insert(ObjectIdentifier(parameter.valueType)).inserted {
      if let finder = await PropertyQueryFinder.make(for: parameter.valueType) {
        finders.append(finder)
      }
    }
    return finders
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
