import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// The intent a widget's relevant-intent donation names (what a shipping app's widget
/// configuration intent looks like to the Smart Stack).
private struct ShowAgendaIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Agenda"
  func perform() async throws -> some IntentResult { .result() }
}

/// Waking the Smart Stacks by the clock alone: when a member's relevance `duration` runs out,
/// or a relevant intent's date window opens or ends, one deadline re-rotates the stacks; with
/// nothing due, none is scheduled (idle stays asleep).
@MainActor
@Suite("Smart Stack: wake when a relevance runs out")
struct SmartStackWakeTests {
  let meeting = WidgetID(1)
  let tasks = WidgetID(2)

  /// A store with a two-widget stack: the meeting widget (a relevance of `meetingScore` for
  /// `meetingDuration` seconds from now, none when `nil`) above the tasks widget (0.5 for good).
  func store(meetingScore: Float?, meetingDuration: TimeInterval = 0) -> ReducerTestStore {
    var state = DashboardState()
    let now = VirtualClock.keynote
    var first = WidgetInstance(
      id: meeting, kind: "com.example.Agenda.NextEvent", family: .systemSmall)
    first.entries = [
      ResolvedEntry(
        date: now, view: .text(.verbatim("Standup")),
        relevance: meetingScore.map { TimelineEntryRelevance(score: $0, duration: meetingDuration) }
      )
    ]
    first.current = 0
    var second = WidgetInstance(id: tasks, kind: "com.example.Agenda.Tasks", family: .systemSmall)
    second.entries = [
      ResolvedEntry(
        date: now, view: .text(.verbatim("3 tasks")),
        relevance: TimelineEntryRelevance(score: 0.5))
    ]
    second.current = 0
    state.widgets.instances[meeting] = first
    state.widgets.instances[tasks] = second
    state.widgets.nextID = 3
    state.widgets.stacks = [SmartStack(members: [meeting, tasks])]
    return ReducerTestStore(state: state, now: now)
  }

  @Test("a relevance's duration schedules a wake; when it passes the stack rotates")
  func durationRunsOut() {
    let store = store(meetingScore: 90, meetingDuration: 1800)
    let end = store.now + 1800
    store.send(
      .widgets(.rotateStacks), effects: [.schedule(.widgets(.stackRelevance), at: end)]
    ) {
      $0.widgets.stackWake = end
    }
    store.advance(by: 1800)
    store.send(.deadline(.widgets(.stackRelevance))) {
      $0.widgets.stackWake = nil
      $0.widgets.stacks[0].shown = 1
      $0.widgets.stacks[0].reason = "highest relevance (0.5)"
    }
    #expect(store.state.widgets.homeScreen.map(\.id) == [tasks])
  }

  @Test("nothing that runs out: no deadline")
  func nothingExpires() {
    let store = store(meetingScore: nil)
    store.send(.widgets(.rotateStacks)) {
      $0.widgets.stacks[0].shown = 1
      $0.widgets.stacks[0].reason = "highest relevance (0.5)"
    }
    #expect(store.state.widgets.stackWake == nil)
    let forever = self.store(meetingScore: 90)
    forever.send(.widgets(.rotateStacks))
    #expect(forever.state.widgets.stackWake == nil, "duration 0 lasts while on show")
  }

  @Test("a relevant intent's window: the stack wakes when it opens and when it ends")
  func relevantIntentWindow() {
    let store = store(meetingScore: nil)
    store.send(.widgets(.rotateStacks)) {
      $0.widgets.stacks[0].shown = 1
      $0.widgets.stacks[0].reason = "highest relevance (0.5)"
    }
    let opens = store.now + 600
    let ends = store.now + 1200
    let record = RelevantIntentRecord(
      intent: IntentBox(ShowAgendaIntent()), widgetKind: "com.example.Agenda.NextEvent",
      relevance: .date(from: opens, to: ends))
    store.send(
      .donations(.request(.relevantIntents([record]))),
      effects: [.schedule(.widgets(.stackRelevance), at: opens)],
      events: [
        "relevant intents: com.example.Agenda.NextEvent Show Agenda at \(record.relevance.summary)"
      ]
    ) {
      $0.donations.relevantIntents = [record]
      $0.widgets.stackWake = opens
    }
    store.advance(by: 600)
    store.send(
      .deadline(.widgets(.stackRelevance)),
      effects: [.schedule(.widgets(.stackRelevance), at: ends)]
    ) {
      $0.widgets.stackWake = ends
      $0.widgets.stacks[0].shown = 0
      $0.widgets.stacks[0].reason = "highest relevance (1)"
    }
    store.advance(by: 600)
    store.send(.deadline(.widgets(.stackRelevance))) {
      $0.widgets.stackWake = nil
      $0.widgets.stacks[0].shown = 1
      $0.widgets.stacks[0].reason = "highest relevance (0.5)"
    }
  }

  @Test("Smart Rotate off: no wake for that stack")
  func smartRotateOff() {
    let store = store(meetingScore: 90, meetingDuration: 1800)
    var state = store.state
    state.widgets.stacks[0].smartRotate = false
    let off = ReducerTestStore(state: state, now: store.now)
    off.send(.widgets(.rotateStacks))
    #expect(off.state.widgets.stackWake == nil)
  }

  @Test("Widget Suggestions off: a relevant intent neither rotates its widget in nor wakes")
  func suggestionsOff() {
    var state = store(meetingScore: nil).state
    state.widgets.stacks[0].widgetSuggestions = false
    let store = ReducerTestStore(state: state, now: VirtualClock.keynote)
    store.send(.widgets(.rotateStacks)) {
      $0.widgets.stacks[0].shown = 1
      $0.widgets.stacks[0].reason = "highest relevance (0.5)"
    }
    let record = RelevantIntentRecord(
      intent: IntentBox(ShowAgendaIntent()), widgetKind: "com.example.Agenda.NextEvent",
      relevance: .date(from: store.now - 60, to: store.now + 600))
    store.send(
      .donations(.request(.relevantIntents([record]))),
      events: [
        "relevant intents: com.example.Agenda.NextEvent Show Agenda at \(record.relevance.summary)"
      ]
    ) {
      $0.donations.relevantIntents = [record]
    }
  }
}
