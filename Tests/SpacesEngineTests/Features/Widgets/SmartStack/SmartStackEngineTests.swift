import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// A Smart Stack on the Home Screen: one slot, the shown widget with the stack's dots, Smart
/// Rotate by the current entries' relevance, `n` flips by hand.
@MainActor
@Suite("Smart Stack on the Home Screen")
struct SmartStackEngineTests {
  private func shownText(_ pilot: Pilot) -> String? {
    pilot.state.widgets.homeScreen.first?.view.node.plainText
  }

  @Test("two widgets take one slot; the relevant one rotates in; n flips; dots show which")
  func rotation() async throws {
    let pilot = try await Pilot(apps: [StackTestApp.app])
    defer { pilot.close() }
    #expect(pilot.engine.addStack(kinds: StackTestApp.kinds, family: .systemSmall))
    await pilot.engine.settle()
    pilot.engine.send(.navigation(.show(.homeScreen)))
    #expect(pilot.state.widgets.homeScreen.count == 1, "one slot")
    #expect(shownText(pilot) == "3 tasks", "Tasks (10) beats no relevance")
    let screen = pilot.screen
    #expect(screen.contains("3 tasks"))
    #expect(screen.contains("·") && screen.contains("•"), "the stack's dots")
    await pilot.advance(by: 3600)
    #expect(shownText(pilot) == "Standup now", "the meeting's entry (90) rotates in")
    let stack = try #require(pilot.state.widgets.stacks.first)
    #expect(stack.reason == "highest relevance (90)")
    #expect(
      WidgetsFeature.stackLines(stack, state: pilot.state.widgets, now: pilot.now) == [
        "Smart Stack (2): highest relevance (90)", "▶ NextEvent#1 relevance 90",
        "  Tasks#2 relevance 10",
      ])
    await pilot.press(.character("n"))
    #expect(shownText(pilot) == "3 tasks", "flipped by hand")
    await pilot.advance(by: 60)
    #expect(shownText(pilot) == "3 tasks", "the flip holds while nothing changes")
  }

  @Test("when the meeting's relevance runs out the stack rotates back, with no new entry")
  func relevanceRunsOut() async throws {
    let pilot = try await Pilot(apps: [StackTestApp.app])
    defer { pilot.close() }
    #expect(pilot.engine.addStack(kinds: StackTestApp.kinds, family: .systemSmall))
    await pilot.engine.settle()
    await pilot.advance(by: 3600)
    #expect(shownText(pilot) == "Standup now")
    await pilot.advance(by: 1799)
    #expect(shownText(pilot) == "Standup now", "90 for half an hour")
    await pilot.advance(by: 1)
    #expect(shownText(pilot) == "3 tasks", "the meeting's relevance ran out: Tasks (10) again")
    #expect(pilot.state.widgets.stackWake == nil, "nothing else runs out")
  }

  @Test("a stack of one widget, or of unknown kinds, is refused and logged")
  func refused() async throws {
    let pilot = try await Pilot(apps: [StackTestApp.app])
    defer { pilot.close() }
    #expect(!pilot.engine.addStack(kinds: ["com.example.Agenda.Tasks"], family: .systemSmall))
    #expect(!pilot.engine.addStack(kinds: ["nope", "nada"], family: .systemSmall))
    #expect(pilot.state.widgets.stacks.isEmpty)
  }
}
