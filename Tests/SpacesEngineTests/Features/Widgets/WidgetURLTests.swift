import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// `widgetURL(_:)` and `Link` in the reducer: Enter on a widget with nothing of its own to press
/// opens its app with its `widgetURL`, Enter on a focused `Link` with the link's destination,
/// a tap outside a widget's elements with its `widgetURL` — each an `openURL` effect the engine
/// carries out (the app that declares the kind opens with the URL).
@MainActor
@Suite("Widgets: widgetURL and Link open the app")
struct WidgetURLTests {
  let id = WidgetID(1)
  let url = URL(string: "transit://line/4")!
  let map = URL(string: "transit://line/4/map")!

  /// A store on the Home Screen with one widget showing a view.
  func store(showing view: ViewNode) -> ReducerTestStore {
    var state = DashboardState()
    state.navigation.space = .homeScreen
    var widget = WidgetInstance(id: id, kind: "com.transit.Line", family: .systemSmall)
    widget.entries = [ResolvedEntry(date: .distantPast, view: view)]
    widget.current = 0
    state.widgets.instances[id] = widget
    state.widgets.nextID = 2
    return ReducerTestStore(state: state)
  }

  @Test("Enter on a widget with a widgetURL and no elements opens its app with the URL")
  func enterOpensWidgetURL() {
    let store = store(showing: .modified(.text(.verbatim("U4")), .widgetURL(url)))
    store.send(
      .key(.enter), effects: [.widgets(.openURL(url, kind: "com.transit.Line"))],
      events: ["widget Line#1 opens transit://line/4 (widgetURL)"])
  }

  @Test("Tab reaches a Link and Enter opens its destination, not the widgetURL")
  func linkOpensItsDestination() {
    let view = ViewNode.modified(
      .stack(
        .vertical, alignment: .leading, spacing: nil,
        children: [.text(.verbatim("U4")), .modified(.text(.verbatim("Map")), .link(map))]),
      .widgetURL(url))
    let store = store(showing: view)
    #expect(store.state.widgets.instances[id]?.interactiveElements.count == 1)
    store.send(.key(.tab))
    store.send(
      .key(.enter), effects: [.widgets(.openURL(map, kind: "com.transit.Line"))],
      events: ["widget Line#1 opens transit://line/4/map (Link)"])
  }

  @Test("a tap outside the elements opens the widgetURL; without one it does nothing")
  func tap() {
    let store = store(showing: .modified(.text(.verbatim("U4")), .widgetURL(url)))
    store.send(
      .widgets(.tap(id)), effects: [.widgets(.openURL(url, kind: "com.transit.Line"))],
      events: ["widget Line#1 opens transit://line/4 (widgetURL)"])
    let plain = self.store(showing: .text(.verbatim("U4")))
    plain.send(.widgets(.tap(id)))
  }

  @Test("a Link takes its place among the toggles' numbers: a toggle after it still flips")
  func linkCountsAsAnElement() {
    var counter = 0
    let view = ViewNode.stack(
      .vertical, alignment: .leading, spacing: nil,
      children: [
        .modified(.text(.verbatim("Map")), .link(map)),
        .toggle(isOn: false, intent: IntentBox(NoIntent()), label: .text(.verbatim("On"))),
      ])
    let flipped = view.applying([1: true], pending: false, counter: &counter)
    #expect(
      flipped.interactiveElements.last
        == .toggle(
          isOn: true, intent: IntentBox(NoIntent()), label: .text(.verbatim("On"))))
  }
}

/// A toggle's intent that does nothing.
private struct NoIntent: AppIntent {
  static var title: LocalizedStringResource { "Nothing" }
  func perform() async throws -> IntentResultContainer { .result() }
}
