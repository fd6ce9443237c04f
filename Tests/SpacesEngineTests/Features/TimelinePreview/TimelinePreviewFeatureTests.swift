import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// The timeline preview's reducer: `P` opens it on the focused Home Screen widget and asks for
/// the entries, the entries come back, `←` / `→` step (stopping at the ends) through the
/// Home Screen's entry-change path, `Esc` closes; keys don't reach the space meanwhile.
@MainActor
@Suite("Timeline preview: open, step, close")
struct TimelinePreviewFeatureTests {
  let id = WidgetID(1)
  let kind = "com.game.K"

  /// The Home Screen with one small widget showing its first of two entries.
  func homeScreenStore() -> ReducerTestStore {
    var state = DashboardState()
    state.navigation.space = .homeScreen
    var widget = WidgetInstance(
      id: id, kind: kind, family: .systemMedium, configuration: nil,
      placeholder: .text(.verbatim("placeholder")))
    widget.entries = [
      ResolvedEntry(date: VirtualClock.keynote, view: .text(.verbatim("now")))
    ]
    widget.current = 0
    state.widgets.instances[id] = widget
    state.widgets.nextID = 2
    return ReducerTestStore(state: state)
  }

  /// Three entries an hour apart ("e0", "e1", "e2").
  func entries(_ store: ReducerTestStore) -> [ResolvedEntry] {
    (0..<3).map {
      ResolvedEntry(date: store.now + Double($0) * 3600, view: .text(.verbatim("e\($0)")))
    }
  }

  /// The preview as it is right after `P`.
  func opened() -> TimelinePreviewState {
    TimelinePreviewState(
      kind: kind, origin: id,
      widget: WidgetInstance(
        id: id, kind: kind, family: .systemMedium, configuration: nil,
        placeholder: .text(.verbatim("placeholder"))),
      source: .loading)
  }

  /// Opens the preview with `P` and feeds back three entries from a `#Preview`.
  func openAndLoad(_ store: ReducerTestStore) -> TimelinePreviewState {
    store.send(
      .key(.character("P")),
      effects: [.timelinePreview(.load(kind: kind, family: .systemMedium, configuration: nil))]
    ) {
      $0.timelinePreview.preview = opened()
      $0.navigation.presentations = [.timelinePreview]
    }
    var loaded = opened()
    loaded.source = .preview(name: nil, at: "Game/W.swift:9")
    var widget = WidgetInstance(
      id: id, kind: kind, family: .systemSmall, configuration: nil,
      placeholder: .text(.verbatim("placeholder")))
    widget.entries = entries(store)
    widget.current = 0
    loaded.widget = widget
    store.send(
      .timelinePreview(
        .loaded(
          kind: kind, .preview(name: nil, at: "Game/W.swift:9"), family: .systemSmall,
          entries(store))),
      events: ["timeline preview K: 3 entries from #Preview at Game/W.swift:9"]
    ) {
      $0.timelinePreview.preview = loaded
      $0.navigation.presentations = [.timelinePreview]
    }
    return loaded
  }

  @Test("P opens the focused widget's preview, which asks for the entries, then shows the first")
  func opens() {
    let store = homeScreenStore()
    let loaded = openAndLoad(store)
    #expect(loaded.index == 0)
    #expect(loaded.widget.view.node.plainText == "e0")
    #expect(store.state.previewedWidget == loaded.widget)
    // The Home Screen's widget is untouched.
    #expect(store.state.widgets.instances[id]?.view.node.plainText == "now")
  }

  @Test("→ and ← step through the entries and stop at the ends; Esc closes")
  func steps() {
    let store = homeScreenStore()
    var preview = openAndLoad(store)
    // Each step records the change for the renderer to animate, as the Home Screen's do.
    func step(to index: Int) {
      let before = preview.widget.entryView!
      preview.widget.current = index
      preview.widget.transition = EntryTransition(from: before, startedAt: store.now)
    }
    for expected in [1, 2] {
      step(to: expected)
      store.send(.key(.right)) { [preview] in
        $0.timelinePreview.preview = preview
        $0.navigation.presentations = [.timelinePreview]
      }
    }
    #expect(preview.widget.view.node.plainText == "e2")
    // Past the last entry nothing changes.
    store.send(.key(.right))
    step(to: 1)
    store.send(.key(.left)) { [preview] in
      $0.timelinePreview.preview = preview
      $0.navigation.presentations = [.timelinePreview]
    }
    step(to: 0)
    store.send(.key(.character("h"))) { [preview] in
      $0.timelinePreview.preview = preview
      $0.navigation.presentations = [.timelinePreview]
    }
    store.send(.key(.left))
    // Keys of the space don't reach it while the preview is up ("4" would show a space).
    store.send(.key(.character("1")))
    store.send(.key(.escape)) {
      $0.navigation.presentations = []
      $0.timelinePreview.preview = nil
    }
    #expect(store.state.previewedWidget == nil)
  }

  @Test("an entry change goes through the Home Screen's path: WidgetsFeature.showEntry")
  func sharedEntryPath() {
    var widget = WidgetInstance(id: id, kind: kind, family: .systemSmall)
    widget.entries = [
      ResolvedEntry(date: VirtualClock.keynote, view: .empty),
      ResolvedEntry(date: VirtualClock.keynote + 60, view: .empty),
    ]
    var context = ReduceContext(now: VirtualClock.keynote)
    WidgetsFeature.showEntry(1, of: &widget, context: &context)
    #expect(widget.current == 1)
  }

  @Test("a provider's timeline and an empty one; a result for another kind is ignored")
  func providerTimelineAndEmpty() {
    let store = homeScreenStore()
    store.send(
      .key(.character("P")),
      effects: [.timelinePreview(.load(kind: kind, family: .systemMedium, configuration: nil))]
    ) {
      $0.timelinePreview.preview = opened()
      $0.navigation.presentations = [.timelinePreview]
    }
    store.send(
      .timelinePreview(
        .loaded(kind: "com.other.X", .timeline(policy: "never"), family: .systemSmall, [])))
    var empty = opened()
    empty.source = .timeline(policy: "atEnd")
    store.send(
      .timelinePreview(.loaded(kind: kind, .timeline(policy: "atEnd"), family: .systemMedium, [])),
      events: ["timeline preview K: 0 entries from the provider's timeline (policy atEnd)"]
    ) {
      $0.timelinePreview.preview = empty
      $0.navigation.presentations = [.timelinePreview]
    }
    // Stepping through no entries does nothing.
    store.send(.key(.right))
    store.send(.key(.character("P"))) {
      $0.navigation.presentations = []
      $0.timelinePreview.preview = nil
    }
  }

  @Test("P opens nothing off the Home Screen (a toast says where it works) or without widgets")
  func onlyOnTheHomeScreen() {
    let store = homeScreenStore()
    store.send(.key(.character("2"))) { $0.navigation.space = .lockScreen }
    store.send(.key(.character("P")), effects: [store.toastExpiry]) {
      $0.toasting("P previews a widget's timeline on the Home Screen (4)", at: store.now)
    }
    let empty = ReducerTestStore()
    empty.send(.key(.character("4"))) { $0.navigation.space = .homeScreen }
    empty.send(.key(.character("P")))
  }

  @Test("opening by kind (spaces preview KIND) asks for the kind in no particular family")
  func openByKind() {
    let store = ReducerTestStore()
    store.send(
      .timelinePreview(.openKind(kind)),
      effects: [.timelinePreview(.load(kind: kind, family: nil, configuration: nil))]
    ) {
      $0.timelinePreview.preview =
        TimelinePreviewState(
          kind: kind, origin: nil,
          widget: WidgetInstance(id: WidgetID(0), kind: kind, family: .systemSmall),
          source: .loading)
      $0.navigation.presentations = [.timelinePreview]
    }
  }
}
