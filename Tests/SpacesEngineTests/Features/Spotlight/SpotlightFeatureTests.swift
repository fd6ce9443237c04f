import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

@MainActor
@Suite("Spotlight: apps' indexed items, kept per app, found by the Siri bar")
struct SpotlightFeatureTests {
  private func item(
    _ identifier: String, _ title: String, description: String? = nil, keywords: [String] = [],
    app: String = "Podcasts", entity: Bool = true, priority: Int = 0
  ) -> SpotlightItem {
    SpotlightItem(
      app: app, identifier: identifier, entityType: entity ? "Podcasts.EpisodeEntity" : nil,
      entityTypeName: entity ? "Episode" : nil, title: title,
      contentDescription: description, keywords: keywords, priority: priority)
  }

  @Test("indexing adds an app's items, re-indexing replaces by identifier, and the file is saved")
  func indexing() {
    let store = ReducerTestStore()
    let actors = item("e41", "Actors in Practice")
    let widgets = item("e42", "Widgets Everywhere")
    store.send(
      .spotlight(.request(.index([actors, widgets], app: "Podcasts"))),
      effects: [.spotlight(.save([actors, widgets]))],
      events: ["Spotlight: Podcasts indexed 2 items (2 in all)"]
    ) {
      $0.spotlight.entries = [SpotlightEntry(actors), SpotlightEntry(widgets)]
    }
    var renamed = actors
    renamed.title = "Actors, in Practice"
    store.send(
      .spotlight(.request(.index([renamed], app: "Podcasts"))),
      effects: [.spotlight(.save([widgets, renamed]))],
      events: ["Spotlight: Podcasts indexed 1 item (2 in all)"]
    ) {
      $0.spotlight.entries = [SpotlightEntry(widgets), SpotlightEntry(renamed)]
    }
    #expect(
      SpotlightFeature.inspectorLines(store.state.spotlight) == ["Spotlight: 2 items from Podcasts"]
    )
  }

  @Test(
    "deleting removes only the app's matching items; unknown identifiers delete nothing, logged")
  func deleting() {
    let actors = item("e41", "Actors in Practice")
    let notes = item("n1", "Show notes", entity: false)
    let other = item("e41", "Actors", app: "Radio")
    var start = DashboardState()
    start.spotlight.entries = [actors, notes, other].map(SpotlightEntry.init)
    let store = ReducerTestStore(state: start)
    store.send(
      .spotlight(
        .request(
          .delete(
            .entities(type: "Podcasts.EpisodeEntity", typeName: "Episode", identifiers: ["e41"]),
            app: "Podcasts"))),
      effects: [.spotlight(.save([notes, other]))],
      events: ["Spotlight: Podcasts deleted 1 item (Episode e41)"]
    ) {
      $0.spotlight.entries = [SpotlightEntry(notes), SpotlightEntry(other)]
    }
    store.send(
      .spotlight(.request(.delete(.items(["e99"]), app: "Podcasts"))),
      events: ["Spotlight: Podcasts deleted e99: no such item in its index, nothing deleted"])
    store.send(
      .spotlight(.request(.delete(.all, app: "Podcasts"))),
      effects: [.spotlight(.save([other]))],
      events: ["Spotlight: Podcasts deleted 1 item (every item)"]
    ) {
      $0.spotlight.entries = [SpotlightEntry(other)]
    }
  }

  @Test("past the limit the earliest indexed items go, and the log says how many")
  func limit() {
    var start = DashboardState()
    start.spotlight.entries = (0..<SpotlightFeature.limit).map {
      SpotlightEntry(item("e\($0)", "Episode \($0)"))
    }
    let store = ReducerTestStore(state: start)
    let newest = item("new", "Newest")
    let effects = store.send(
      .spotlight(.request(.index([newest], app: "Podcasts"))),
      effects: [.spotlight(.save(Array(start.spotlight.items.dropFirst()) + [newest]))],
      events: [
        "warning: Spotlight keeps 10000 items: the 1 indexed earliest were dropped",
        "Spotlight: Podcasts indexed 1 item (10000 in all)",
      ]
    ) {
      $0.spotlight.entries.removeFirst()
      $0.spotlight.entries.append(SpotlightEntry(newest))
    }
    #expect(effects.count == 1)
  }

  @Test("an item with an empty title shows its display name, else its identifier")
  func emptyTitle() {
    let store = ReducerTestStore()
    var untitled = item("e7", "  ")
    untitled.displayName = "Episode Seven"
    var fixed = untitled
    fixed.title = "Episode Seven"
    store.send(
      .spotlight(.request(.index([untitled], app: "Podcasts"))),
      effects: [.spotlight(.save([fixed]))],
      events: ["Spotlight: Podcasts indexed 1 item (1 in all)"]
    ) {
      $0.spotlight.entries = [SpotlightEntry(fixed)]
    }
  }

  @Test("a request from code of no known app goes to the only hosted app")
  func attribution() {
    let store = ReducerTestStore()
    store.send(.spotlight(.installed(["Podcasts"]))) { $0.spotlight.apps = ["Podcasts"] }
    let episode = item("e41", "Actors in Practice", app: "")
    var kept = episode
    kept.app = "Podcasts"
    store.send(
      .spotlight(.request(.index([episode], app: nil))),
      effects: [.spotlight(.save([kept]))],
      events: ["Spotlight: Podcasts indexed 1 item (1 in all)"]
    ) {
      $0.spotlight.entries = [SpotlightEntry(kept)]
    }
  }

  @Test("among several apps, a request from code of no known app is filed under App, warned")
  func unknownApp() {
    var start = DashboardState()
    start.spotlight.apps = ["Podcasts", "Radio"]
    let store = ReducerTestStore(state: start)
    var kept = item("e41", "Actors in Practice", app: "")
    kept.app = "App"
    store.send(
      .spotlight(.request(.index([item("e41", "Actors in Practice", app: "")], app: nil))),
      effects: [.spotlight(.save([kept]))],
      events: [
        "warning: Spotlight: indexed outside an app's launch or intent runs, among several "
          + "apps: filed under “App”",
        "Spotlight: App indexed 1 item (1 in all)",
      ]
    ) {
      $0.spotlight.entries = [SpotlightEntry(kept)]
    }
  }

  @Test("search forgives case and accents, finds keywords and descriptions, titles first")
  func search() {
    let entries = [
      item("a", "Café Stories", description: "Morning shows"),
      item("b", "Actors in Practice", description: "Swift by Night", keywords: ["concurrency"]),
      item("c", "Night Shift", priority: 0),
    ].map(SpotlightEntry.init)
    #expect(SpotlightSearch.results(for: "CAFE", in: entries).map(\.identifier) == ["a"])
    #expect(SpotlightSearch.results(for: "concur", in: entries).map(\.identifier) == ["b"])
    #expect(
      SpotlightSearch.results(for: "night", in: entries).map(\.identifier) == ["c", "b"],
      "a title match before a description match")
    #expect(SpotlightSearch.results(for: "act prac", in: entries).map(\.identifier) == ["b"])
    #expect(SpotlightSearch.results(for: "a", in: entries).isEmpty, "one letter finds nothing")
    #expect(SpotlightSearch.results(for: "actors jazz", in: entries).isEmpty)
  }

  @Test("typing in the bar shows the results; ↓ chooses one and Enter asks for its OpenIntent")
  func barOpensResult() {
    var state = DashboardState()
    let actors = item("e41", "Actors in Practice")
    state.spotlight.entries = [SpotlightEntry(actors)]
    let now = Date(timeIntervalSince1970: 10)
    _ = DashboardReducer.reduce(into: &state, action: .siri(.open), now: now)
    for character in "actors" {
      _ = DashboardReducer.reduce(into: &state, action: .key(.character(character)), now: now)
    }
    #expect(state.siri.bar?.spotlight == [actors])
    _ = DashboardReducer.reduce(into: &state, action: .key(.down), now: now)
    #expect(state.siri.bar?.spotlightSelection == 0)
    let effects = DashboardReducer.reduce(into: &state, action: .key(.enter), now: now)
    #expect(effects.contains(.spotlight(.resolveOpener(actors))), "\(effects)")
    #expect(state.siri.bar?.phase == .running(title: "Actors in Practice"))
    #expect(state.siri.bar?.spotlightApp == "Podcasts")
  }

  @Test("a result without an OpenIntent opens its app, and the bar says so")
  func resultOpensApp() {
    var state = DashboardState()
    let notes = item("n1", "Show notes", entity: false)
    state.spotlight.entries = [SpotlightEntry(notes)]
    let now = Date(timeIntervalSince1970: 10)
    _ = DashboardReducer.reduce(into: &state, action: .siri(.open), now: now)
    for character in "notes" {
      _ = DashboardReducer.reduce(into: &state, action: .key(.character(character)), now: now)
    }
    // No App Shortcut phrase matches: Enter opens the top result.
    _ = DashboardReducer.reduce(into: &state, action: .key(.enter), now: now)
    _ = DashboardReducer.reduce(
      into: &state, action: .spotlight(.resolved(notes, opener: nil)), now: now)
    #expect(
      state.siri.bar?.phase
        == .answer(SiriAnswer(title: "Show notes", lines: ["Opening Podcasts."])))
    #expect(
      state.device.opening?.text.contains("Podcasts") == true,
      "\(String(describing: state.device.opening))")
  }
}
