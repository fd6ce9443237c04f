import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// A quick reload goes straight to its value; only a reload still running after 0.1 s shows
/// the tile's working badge, and the redraw schedule wakes for it.
@MainActor
@Suite("The working badge waits for a slow reload")
struct WorkingBadgeTests {
  private struct LampIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Lamp"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
  }

  @Test("no badge for the first 0.1 s of a reload; then it shows, and a redraw is due then")
  func delayedBadge() throws {
    let store = ReducerTestStore()
    let preview = ReducerFixtures.toggle("Lamp", action: IntentBox(LampIntent()))
    store.install([ReducerFixtures.installed("com.example.Lamp", preview: preview)])
    var state = store.state
    _ = DashboardReducer.reduce(
      into: &state, action: .controls(.reload(kind: nil, cause: .app)), now: store.now)
    let control = try #require(state.controls.first)
    #expect(control.isReloading)
    let theme = try ThemeLoader.defaultTheme()
    func tile(at now: Date) -> String {
      let text = DashboardRenderer.render(state, context: RenderContext(theme: theme, now: now))
        .text
      return text.split(separator: "\n").first { $0.contains("┃") && $0.contains("…") }
        .map(String.init) ?? ""
    }
    #expect(tile(at: store.now).isEmpty, "a reload just started: no badge")
    #expect(tile(at: store.now + 0.05).isEmpty)
    #expect(!tile(at: store.now + ControlTile.workingBadgeDelay).isEmpty, "still running: …")
    #expect(
      RedrawSchedule.nextRedraw(state, now: store.now) == store.now + ControlTile.workingBadgeDelay)
  }
}
