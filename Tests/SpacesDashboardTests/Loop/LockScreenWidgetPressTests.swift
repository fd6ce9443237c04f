import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTerminal
import SpacesTestSupport
import Testing

@testable import SpacesDashboard

/// Turns the porch light on or off (a Lock Screen widget's button).
private struct TogglePorchLightIntent: AppIntent {
  static var title: LocalizedStringResource { "Toggle Porch Light" }
  func perform() async throws -> IntentResultContainer { .result() }
}

private struct PorchEntry: TimelineEntry {
  let date: Date
}

private struct PorchProvider: TimelineProvider {
  func placeholder(in context: Context) -> PorchEntry { PorchEntry(date: Date()) }
  func getSnapshot(in context: Context, completion: @escaping (PorchEntry) -> Void) {
    completion(PorchEntry(date: SystemHost.current.now()))
  }
  func getTimeline(in context: Context, completion: @escaping (Timeline<PorchEntry>) -> Void) {
    completion(Timeline(entries: [PorchEntry(date: SystemHost.current.now())], policy: .never))
  }
}

/// An accessory widget with one button.
private struct PorchLightWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "PorchLight", provider: PorchProvider()) { _ in
      Button(intent: TogglePorchLightIntent()) { Image(systemName: "lightbulb") }
    }
    .supportedFamilies([.accessoryCircular])
  }
}

private struct PorchBundle: WidgetBundle {
  var body: some Widget { PorchLightWidget() }
}

/// Lock Screen accessory widgets are interactive (iOS 17): a click on a widget's button presses
/// it; on a locked device the press asks to unlock first, and declining reverts and reloads.
@MainActor
@Suite("Mouse routing: Lock Screen widget buttons")
struct LockScreenWidgetPressTests {
  @Test("a click on an accessory widget's button runs its intent; locked, it asks to unlock")
  func clickAccessoryButton() async throws {
    let app = HostedApp(
      name: "Porch", bundle: PorchBundle.self,
      defaultWidgets: [DefaultWidget(kind: "PorchLight", family: .accessoryCircular)])
    let pilot = try await Pilot(apps: [app], size: TerminalSize(width: 80, height: 30))
    defer { pilot.close() }
    await pilot.press(.character("2"))
    let state = pilot.state
    let context = RenderContext(theme: try ThemeLoader.defaultTheme(), now: pilot.now)
    let area = DashboardRenderer.areas(for: state).content
    let (index, box) = try #require(
      LockScreenView.accessoryWidgetRects(state: state, in: area, context: context).first)
    let button = try #require(
      LockScreenView.elementRects(state.widgets.lockScreen[index], in: box, context: context)
        .first)
    // The rectangle is where the button's glyph is drawn.
    let row = Array(pilot.screen.split(separator: "\n", omittingEmptySubsequences: false)[button.y])
    #expect(String(row[button.x..<button.maxX]).contains(context.glyph("lightbulb")))
    let id = state.widgets.lockScreen[index].id
    let click = MouseEvent(x: button.x + 1, y: button.y, kind: .press)
    #expect(
      MouseRouting.actions(for: click, in: state, context: context)
        == [.widgets(.press(id, element: 0))])
    #expect(
      MouseRouting.actions(for: MouseEvent(x: 0, y: 5, kind: .press), in: state, context: context)
        .isEmpty)
    pilot.engine.send(.widgets(.press(id, element: 0)))
    await pilot.advance(by: 1)
    #expect(pilot.eventLines.contains { $0.hasSuffix("perform Toggle Porch Light") })
    #expect(
      pilot.eventLines.contains { $0.hasSuffix("widget reload PorchLight#1 cause=interaction") })

    // Locked: the press asks to unlock; Esc declines, the run ends failed, the widget reloads.
    await pilot.press(.character("L"))
    pilot.engine.send(.widgets(.press(id, element: 0)))
    await pilot.advance(by: 1)
    #expect(
      pilot.eventLines.contains {
        $0.hasSuffix("unlock to Toggle Porch Light? (authentication required)")
      })
    #expect(pilot.state.navigation.presentations.count == 1)
    await pilot.press(.escape)
    await pilot.advance(by: 1)
    #expect(
      pilot.eventLines.contains {
        $0.hasSuffix(
          "widget press PorchLight#1 failed: cancelled: the device stayed locked; its toggles show their old state"
        )
      })
    #expect(pilot.state.widgets.lockScreen[index].interaction == WidgetInteraction())
  }
}
