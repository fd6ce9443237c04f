import Foundation
import SpacesKit
import Testing

@testable import SpacesEngine
@testable import SpacesRender

/// The inspector's widget section says why the next reload comes when it does (the policy,
/// held back by the spacing; the budget; a retry with its backoff), shows the last error, and
/// names what the terminal can't draw.
@MainActor
@Suite("Inspector: why the focused widget reloads when it does")
struct InspectorWidgetLinesTests {
  let now = Date(timeIntervalSince1970: 9 * 3600 + 41 * 60)

  func inspector() throws -> InspectorView {
    InspectorView(
      painter: Painter(
        context: RenderContext(
          theme: try ThemeLoader.defaultTheme(), now: now,
          timeZone: TimeZone(identifier: "UTC")!)))
  }

  func widget(policy: TimelineReloadPolicy, view: ViewNode = .text(.verbatim("h0")))
    -> WidgetInstance
  {
    var widget = WidgetInstance(id: WidgetID(1), kind: "com.game.K", family: .systemSmall)
    widget.entries = [ResolvedEntry(date: now, view: view)]
    widget.current = 0
    widget.policy = policy
    return widget
  }

  @Test("a failing provider: the error and the retry with its backoff")
  func retry() throws {
    var failing = widget(policy: .atEnd)
    failing.reload = ReloadMachine(
      failureCount: 2, scheduled: .init(date: now + 600, reason: .retry, cause: .retry))
    failing.problem = "the provider took longer than 10 s"
    let lines = try inspector().widgetLines(failing, state: WidgetsFeature.State())
    #expect(lines.contains("next reload 09:51:00"))
    #expect(lines.contains("  why: retry 2 after error, 10 min backoff"))
    #expect(lines.contains("! the provider took longer than 10 s"))
  }

  @Test("the budget spent, the spacing, and a policy held back by the spacing")
  func budgetAndSpacing() throws {
    let inspector = try inspector()
    var state = WidgetsFeature.State()
    state.budget = ReloadBudget(dailyLimit: 3)
    var denied = widget(policy: .atEnd)
    denied.reload = ReloadMachine(
      scheduled: .init(date: now + 86_400 - 600, reason: .budget, cause: .policy),
      counted: [now - 600, now - 300, now])
    let deniedLines = inspector.widgetLines(denied, state: state)
    #expect(deniedLines.contains("  why: budget spent (3/3 in 24 h)"))
    #expect(deniedLines.contains { $0.hasPrefix("budget 3/3 in 24 h ██████████") })
    var spaced = widget(policy: .after(now - 3600))
    spaced.reload = ReloadMachine(
      scheduled: .init(date: now + 300, reason: .policy, cause: .policy))
    #expect(
      inspector.widgetLines(spaced, state: state).contains(
        "  why: policy .after(08:41) + 5 min spacing"))
    spaced.reload = ReloadMachine(
      scheduled: .init(date: now + 120, reason: .spacing, cause: .policy))
    #expect(inspector.widgetLines(spaced, state: state).contains("  why: 5 min spacing"))
  }

  @Test("a view using what the terminal can't draw says so")
  func unsupported() throws {
    let rolling = widget(
      policy: .never,
      view: .modified(.text(.verbatim("2")), .contentTransition(.numericText(value: 2))))
    let lines = try inspector().widgetLines(rolling, state: WidgetsFeature.State())
    let unsupported = rolling.view.node.unsupportedModifiers
    if unsupported.isEmpty {
      #expect(!lines.contains { $0.contains("not drawn") })
    } else {
      #expect(
        lines.contains(
          "! not drawn in a terminal yet: \(unsupported.joined(separator: ", "))"))
    }
  }
}
