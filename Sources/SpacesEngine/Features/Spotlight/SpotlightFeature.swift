import Foundation
import SpacesKit

/// Spotlight: each app's index of its content (`CSSearchableIndex`, `IndexedEntity`), kept in
/// `spotlight.json` in the state directory, searched by the Siri / Spotlight bar and listed in
/// the inspector. App code indexes; the engine files what it asked (`SpotlightRequest`), so this
/// reducer stays pure, and an effect saves the file.
package enum SpotlightFeature: Feature {
  /// Every app's indexed items.
  package struct State: FeatureState {
    /// The items, in the order they were indexed (a re-indexed item moves to the end).
    package var entries: [SpotlightEntry] = []
    /// The hosted apps, in order: an index request from code of no known app goes to the only
    /// one, when there is one.
    package var apps: [String] = []
    /// Whether the file may be saved (not while it can't be read: it is kept).
    package var canSave = true

    package init() {}

    /// The items.
    package var items: [SpotlightItem] { entries.map(\.item) }
  }

  /// The file the index is saved in.
  package static let fileName = "spotlight.json"
  /// The most items kept (the earliest indexed go first).
  package static let limit = 10_000

  /// What happens to the index.
  package enum Action: Equatable, Sendable {
    /// The hosted apps, at start.
    case installed([String])
    /// The saved index was read at start (with what was wrong with the file, if anything).
    case restored([SpotlightItem], problem: StateFileProblem?)
    /// App code indexed or deleted items.
    case request(SpotlightRequest)
    /// The app's `OpenIntent` for an item was made (`nil`: the app has none): run it, or open
    /// the app.
    case resolved(SpotlightItem, opener: IntentBox?)
    /// The entity couldn't be looked up (its query threw or no longer finds it).
    case failed(SpotlightItem, String)
  }

  /// What the engine does for the index.
  package enum Effect: Equatable, Sendable {
    /// Save the index.
    case save([SpotlightItem])
    /// Make the app's `OpenIntent` whose target is the item's entity type, its target looked up
    /// by the entity's query; comes back as `.resolved`.
    case resolveOpener(SpotlightItem)
  }

  /// A line of the event log about the index.
  package enum Event: FeatureEvent {
    /// An app indexed items.
    case indexed(app: String, count: Int, total: Int)
    /// An app deleted items (or asked to delete some it hadn't indexed).
    case deleted(app: String, count: Int, what: String)
    /// The file couldn't be read.
    case fileProblem(String)

    package var description: String {
      switch self {
      case .indexed(let app, let count, let total):
        "Spotlight: \(app) indexed \(count) item\(count == 1 ? "" : "s") (\(total) in all)"
      case .deleted(let app, 0, let what):
        "Spotlight: \(app) deleted \(what): no such item in its index, nothing deleted"
      case .deleted(let app, let count, let what):
        "Spotlight: \(app) deleted \(count) item\(count == 1 ? "" : "s") (\(what))"
      case .fileProblem(let text): text
      }
    }
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .installed(let apps):
      state.apps = apps
    case .restored(let items, let problem):
      state.entries = items.suffix(limit).map(SpotlightEntry.init)
      if let problem {
        if problem.blocksSaving { state.canSave = false }
        let text = problem.message(fileName: fileName)
        context.log(.spotlight(.fileProblem(text)))
        context.send(.notice(text))
      }
    case .request(.index(let items, let requested)):
      let app = self.app(requested, items: items, state: state, context: &context)
      for var item in items {
        item.app = app
        if item.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
          item.title = item.displayName ?? item.identifier
        }
        state.entries.removeAll { $0.item.isSameItem(as: item) }
        state.entries.append(SpotlightEntry(item))
      }
      if state.entries.count > limit {
        let dropped = state.entries.count - limit
        state.entries.removeFirst(dropped)
        context.log(
          .warning(
            "Spotlight keeps \(limit) items: the \(dropped) indexed earliest were dropped"))
      }
      let total = state.entries.count { $0.item.app == app }
      context.log(.spotlight(.indexed(app: app, count: items.count, total: total)))
      save(state, context: &context)
    case .request(.delete(let deletion, let requested)):
      let app = self.app(requested, items: [], state: state, context: &context)
      let before = state.entries.count
      state.entries.removeAll { $0.item.app == app && deletion.removes($0.item) }
      let count = before - state.entries.count
      context.log(.spotlight(.deleted(app: app, count: count, what: describe(deletion))))
      if count > 0 { save(state, context: &context) }
    case .resolved(let item, let opener):
      if let opener {
        // The OpenIntent opens the app as it runs, as iOS runs it from a Spotlight result.
        context.send(.device(.opened(appName: item.app)))
        context.send(.runs(.start(opener, origin: .siri)))
      } else {
        context.send(.siri(.spotlightAnswer(SiriFeature.spotlightOpenedAnswer(item))))
        context.send(.device(.opened(appName: item.app)))
      }
    case .failed(let item, let message):
      let text = "\(item.app)'s \(item.entityTypeName ?? "item") “\(item.title)” couldn't be opened"
      context.log(.warning("Spotlight: \(text): \(message)"))
      context.send(
        .siri(.spotlightAnswer(SiriAnswer(title: item.title, lines: [message], isError: true))))
    }
  }

  /// The app a request is for: the one whose code asked, else the only hosted app, else the
  /// items' own (SpacesKit's guess), else "App", with a warning (code that runs outside an
  /// app's launch and intents, among several apps, can't be told apart).
  static func app(
    _ requested: String?, items: [SpotlightItem], state: State, context: inout ReduceContext
  ) -> String {
    if let requested, !requested.isEmpty { return requested }
    if state.apps.count == 1 { return state.apps[0] }
    if let named = items.first?.app, !named.isEmpty { return named }
    context.log(
      .warning(
        "Spotlight: indexed outside an app's launch or intent runs, among several apps: "
          + "filed under “App”"))
    return "App"
  }

  private static func save(_ state: State, context: inout ReduceContext) {
    if state.canSave { context.run(.spotlight(.save(state.items))) }
  }

  /// What a deletion names, for the event log.
  static func describe(_ deletion: SpotlightDeletion) -> String {
    switch deletion {
    case .items(let identifiers): identifiers.joined(separator: ", ")
    case .domains(let domains): "domain " + domains.joined(separator: ", ")
    case .entities(_, let typeName, let identifiers?):
      "\(typeName) " + identifiers.joined(separator: ", ")
    case .entities(_, let typeName, nil): "every \(typeName)"
    case .all: "every item"
    }
  }

  /// The inspector's lines: how many items each app has indexed ("Spotlight: 12 items from
  /// Podcasts").
  package static func inspectorLines(_ state: State) -> [String] {
    var counts: [(app: String, count: Int)] = []
    for entry in state.entries {
      if let index = counts.firstIndex(where: { $0.app == entry.item.app }) {
        counts[index].count += 1
      } else {
        counts.append((entry.item.app, 1))
      }
    }
    return counts.map { "Spotlight: \($0.count) item\($0.count == 1 ? "" : "s") from \($0.app)" }
  }
}

extension DashboardAction {
  /// A Spotlight action.
  package static func spotlight(_ action: SpotlightFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension Effect {
  /// A Spotlight effect.
  package static func spotlight(_ effect: SpotlightFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}

extension EngineEvent.Kind {
  /// A Spotlight event.
  package static func spotlight(_ event: SpotlightFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
