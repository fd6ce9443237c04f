import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// The Caffeine tracker (WWDC23 "Bring widgets to life") on the Home Screen: before and after
/// its Espresso button logs a drink, and the pending look of its invalidatable total.
/// Regenerate with `SPACES_UPDATE_GOLDENS=1 swift test --filter CaffeineGoldenTests`, then read
/// every changed file.
@MainActor
@Suite("Caffeine widget golden frames")
struct CaffeineGoldenTests {
  func pilot(asciiOnly: Bool = false) async throws -> Pilot {
    try await Pilot(
      apps: [SampleCatalog.caffeine], size: TerminalSize(width: 60, height: 24),
      asciiOnly: asciiOnly)
  }

  @Test("the tracker at 0 mg, its Espresso button focused; after a press, 64 mg and the espresso")
  func logDrink() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    await pilot.press(.character("4"))
    GoldenFrame.assertMatches(pilot.screen, named: "caffeine-widget")
    await pilot.press(.enter)
    await pilot.advance(by: 2)
    GoldenFrame.assertMatches(pilot.screen, named: "caffeine-widget-logged")
  }

  @Test("in ASCII the button and the widget draw with ASCII only")
  func ascii() async throws {
    let pilot = try await pilot(asciiOnly: true)
    defer { pilot.close() }
    await pilot.press(.character("4"))
    GoldenFrame.assertMatches(pilot.screen, named: "caffeine-widget-ascii")
  }

  @Test("the focused button is drawn reversed on the tint; a pending total is dimmed")
  func focusAndPending() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    await pilot.press(.character("4"))
    var state = pilot.state
    let frame = DashboardRenderer.render(state, context: context())
    let (row, column) = try #require(find("Espresso", in: frame))
    #expect(frame[column, row].style.attributes.contains(.reverse))
    let (totalRow, totalColumn) = try #require(find("0 mg", in: frame))
    #expect(!frame[totalColumn, totalRow].style.attributes.contains(.dim))
    // Pending (a press whose new entry hasn't landed): the total dims, the title is unchanged.
    let id = try #require(state.widgets.focused?.id)
    state.widgets.instances[id]?.interaction.isPending = true
    let pending = DashboardRenderer.render(state, context: context())
    #expect(pending[totalColumn, totalRow].style.attributes.contains(.dim))
    let (titleRow, titleColumn) = try #require(find("Total Caffeine", in: pending))
    #expect(pending[titleColumn, titleRow].style == frame[titleColumn, titleRow].style)
  }

  @Test(
    "the inspector lists the widget's buttons, the focused one marked, and what a press waits for")
  func inspector() async throws {
    let pilot = try await Pilot(
      apps: [SampleCatalog.caffeine], size: TerminalSize(width: 100, height: 24))
    defer { pilot.close() }
    await pilot.press(.character("4"), .character("i"))
    #expect(pilot.screen.contains("interactive: ▸button Log a drink"))
    var state = pilot.state
    let id = try #require(state.widgets.focused?.id)
    state.widgets.instances[id]?.interaction.isPending = true
    state.widgets.instances[id]?.interaction.performing = 1
    #expect(
      DashboardRenderer.render(state, context: context()).text.contains(
        "pressed: perform() running"))
    state.widgets.instances[id]?.interaction.performing = 0
    #expect(
      DashboardRenderer.render(state, context: context()).text.contains(
        "pressed: reload pending"))
  }

  func context() -> RenderContext {
    RenderContext(theme: try! ThemeLoader.defaultTheme(), now: VirtualClock.keynote)
  }

  /// The row and column where a text starts in a frame.
  func find(_ text: String, in frame: Frame) -> (Int, Int)? {
    for (row, line) in frame.text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if let range = line.range(of: text) {
        return (row, line.distance(from: line.startIndex, to: range.lowerBound))
      }
    }
    return nil
  }
}
