import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// The reducer records each change of a widget's view on screen (the renderer animates it):
/// at an entry's date and when a reload brings a different view; not from the placeholder, not
/// when the view stays the same.
@MainActor
@Suite("Widgets: entry transitions are recorded")
struct EntryTransitionTests {
  let id = WidgetID(1)
  let hour: TimeInterval = 3600

  func view(_ text: String) -> ViewNode { .text(.verbatim(text)) }

  @Test("an entry's date and a reload record the view that was shown and when")
  func recorded() {
    var state = DashboardState()
    var now = VirtualClock.keynote
    func reduce(_ action: DashboardAction, presentation: Date? = nil) {
      _ = DashboardReducer.reduce(
        into: &state, action: action, now: now, presentationNow: presentation)
    }
    reduce(
      .widgets(
        .add(kind: "com.test.K", family: .systemSmall, configuration: nil, placeholder: .empty)))
    let first = ResolvedTimeline(
      entries: [
        ResolvedEntry(date: now, view: view("1")), ResolvedEntry(date: now + hour, view: view("2")),
      ], policy: .never)
    reduce(.widgets(.loaded(id, generation: 1, first)))
    // From the placeholder: no animation, as a widget's first timeline appears.
    #expect(state.widgets.instances[id]?.transition == nil)

    now += hour
    reduce(.deadline(.widgets(.entry(id))))
    #expect(
      state.widgets.instances[id]?.transition
        == EntryTransition(from: view("1"), startedAt: now))

    // A reload with a different view: the change starts at the presentation clock's time.
    now += 60
    let presentation = Date(timeIntervalSince1970: 5)
    reduce(.widgets(.reload(kind: nil, cause: .app)))
    let reloaded = ResolvedTimeline(
      entries: [ResolvedEntry(date: now, view: view("3"))], policy: .never)
    let generation = state.widgets.instances[id]!.reload.generation
    reduce(.widgets(.loaded(id, generation: generation, reloaded)), presentation: presentation)
    #expect(
      state.widgets.instances[id]?.transition
        == EntryTransition(from: view("2"), startedAt: presentation))

    // The same view again: the last transition stays as it was.
    now += 60
    reduce(.widgets(.reload(kind: nil, cause: .app)))
    let same = ResolvedTimeline(
      entries: [ResolvedEntry(date: now, view: view("3"))], policy: .never)
    reduce(
      .widgets(.loaded(id, generation: state.widgets.instances[id]!.reload.generation, same)),
      presentation: presentation + 60)
    #expect(state.widgets.instances[id]?.transition?.startedAt == presentation)
  }
}
