import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// Edit Stack, as iOS's: `c` on a Smart Stack opens the sheet; Smart Rotate off keeps the
/// widget on show (only `n` flips); Widget Suggestions off stops relevant intents from
/// bringing their widget up; `<` `>` reorder the widgets, `x` removes one (a stack of one is
/// no stack), Enter on a widget opens its Edit Widget.
@MainActor
@Suite("Edit Stack")
struct EditStackTests {
  /// The agenda's two widgets stacked on the Home Screen (Tasks on show: 10 beats nothing).
  private func stacked() async throws -> Pilot {
    let pilot = try await Pilot(apps: [StackTestApp.app])
    #expect(pilot.engine.addStack(kinds: StackTestApp.kinds, family: .systemSmall))
    await pilot.engine.settle()
    pilot.engine.send(.navigation(.show(.homeScreen)))
    return pilot
  }

  private func shownText(_ pilot: Pilot) -> String? {
    pilot.state.widgets.homeScreen.first?.view.node.plainText
  }

  @Test("Smart Rotate off: the meeting's relevance doesn't rotate it in; n still flips")
  func smartRotateOff() async throws {
    let pilot = try await stacked()
    defer { pilot.close() }
    await pilot.press(.character("c"))
    guard case .editStack = pilot.state.topPresentation else {
      Issue.record("no Edit Stack sheet: \(String(describing: pilot.state.topPresentation))")
      return
    }
    await pilot.press(.enter, .escape)
    #expect(pilot.state.topPresentation == nil)
    let stack = try #require(pilot.state.widgets.stacks.first)
    #expect(stack.smartRotate == false)
    #expect(
      WidgetsFeature.stackLines(stack, state: pilot.state.widgets, now: pilot.now).first
        == "Smart Stack (2, Smart Rotate off): highest relevance (10)", "the inspector says so")
    #expect(shownText(pilot) == "3 tasks")
    await pilot.advance(by: 3600)
    #expect(shownText(pilot) == "3 tasks", "Smart Rotate off: Standup (90) stays under")
    await pilot.press(.character("n"))
    #expect(shownText(pilot) == "Standup now", "n flips by hand")
  }

  @Test("the second switch is Widget Suggestions; c closes the sheet too")
  func suggestionsSwitch() async throws {
    let pilot = try await stacked()
    defer { pilot.close() }
    await pilot.press(.character("c"), .down, .enter)
    #expect(pilot.state.widgets.stacks.first?.widgetSuggestions == false)
    #expect(pilot.state.widgets.stacks.first?.smartRotate == true)
    await pilot.press(.character("c"))
    #expect(pilot.state.topPresentation == nil)
  }

  @Test("< > reorder the widgets, the one on show kept; x on one leaves a single widget")
  func reorderAndRemove() async throws {
    let pilot = try await stacked()
    defer { pilot.close() }
    func kinds() -> [String] {
      (pilot.state.widgets.stacks.first?.members ?? []).compactMap {
        pilot.state.widgets.instances[$0]?.kind.shortKind
      }
    }
    #expect(kinds() == ["NextEvent", "Tasks"])
    await pilot.press(.character("c"), .down, .down, .down, .character("<"))
    #expect(kinds() == ["Tasks", "NextEvent"])
    #expect(pilot.state.widgets.editStack?.row == 2, "the focus follows the widget")
    #expect(shownText(pilot) == "3 tasks")
    await pilot.press(.character("x"))
    #expect(pilot.state.widgets.stacks.isEmpty, "one widget left: no stack")
    #expect(pilot.state.topPresentation == nil)
    #expect(pilot.state.widgets.homeScreen.map(\.kind.shortKind) == ["NextEvent"])
  }
}
